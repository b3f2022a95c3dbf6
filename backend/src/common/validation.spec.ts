import { BadRequestException, ValidationPipe, type ArgumentMetadata, type Type } from '@nestjs/common';
import { getMetadataStorage } from 'class-validator';
import fc from 'fast-check';
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { CreateBookingDto } from '../bookings/dto/create-booking.dto.js';
import { createValidationPipe, VALIDATION_OPTIONS } from './validation.js';

// The fast path of the app's validation pipe against Nest's own pipe, on every DTO of the app: for any body, both
// return equal instances of the DTO or both refuse it with the same answer.

const SRC = fileURLToPath(new URL('..', import.meta.url));

/** Every exported class with validation rules in the app's source files that use class-validator. */
async function appDtos(): Promise<[string, Type<unknown>][]> {
  const files = (readdirSync(SRC, { recursive: true }) as string[]).filter(
    (file) =>
      file.endsWith('.ts') && !file.endsWith('.spec.ts') && !file.endsWith('.d.ts') && readFileSync(join(SRC, file), 'utf8').includes("from 'class-validator'"),
  );
  const dtos: [string, Type<unknown>][] = [];
  for (const file of files) {
    const exports = (await import(join(SRC, file))) as Record<string, unknown>;
    for (const [name, value] of Object.entries(exports)) {
      if (typeof value === 'function' && getMetadataStorage().getTargetValidationMetadatas(value, '', false, false).length > 0)
        dtos.push([`${relative(SRC, join(SRC, file))}:${name}`, value as Type<unknown>]);
    }
  }
  return dtos;
}

/** Values any property may get: right and wrong types, edge lengths, control characters, odd objects. */
const COMMON_VALUES: unknown[] = [
  null,
  '',
  ' ',
  'Ogden, UT',
  'x'.repeat(301),
  'line\nbreak',
  'bidi\u202econtrol',
  'nul\u0000',
  'a@b.co',
  'https://example.com/x',
  '2026-12-15',
  '10:15',
  '08:00-10:00',
  '2026-12-15T10:00:00.000Z',
  '3f0c5b8e-3c1d-4a7e-9d3b-2b1f0a9c8d7e',
  '{"a":1}',
  '12',
  0,
  1,
  12,
  -1,
  1.5,
  1e9,
  true,
  false,
  [],
  ['x'],
  {},
  { passengers: 2, notes: 'Front door' },
  { nested: [1, { deeper: null }] },
];

/** Each property of the DTO with the values its own rules name: the choices of @IsIn, lengths and bounds either side of their limits. */
function propertyValues(dto: Type<unknown>): Map<string, unknown[]> {
  const values = new Map<string, unknown[]>();
  for (const rule of getMetadataStorage().getTargetValidationMetadatas(dto, '', false, false)) {
    const own = values.get(rule.propertyName) ?? [];
    values.set(rule.propertyName, own);
    for (const constraint of rule.constraints ?? []) {
      if (Array.isArray(constraint)) own.push(...(constraint as unknown[]));
      else if (typeof constraint === 'number' && Number.isFinite(constraint) && constraint < 10_000)
        own.push(constraint, constraint + 1, constraint - 1, 'y'.repeat(Math.max(0, constraint)), 'y'.repeat(Math.max(0, constraint) + 1));
    }
  }
  return values;
}

/** Keys no DTO has, and keys Nest's pipe and class-transformer treat specially (as JSON text: JSON.parse makes them own keys). */
const ODD_MEMBERS = [
  '"unknownField":1',
  '"__proto__":{"admin":true}',
  '"constructor":{"prototype":{}}',
  '"toString":"x"',
  '"serviceDetails":{"constructor":1}',
];

/**
 * Bodies for the DTO as the app's parser hands them on: JSON text, to be parsed in this realm as the parser's objects
 * are in the app's. Each property is left out or gets one of its own values or a common one; now and then an odd member
 * is added.
 */
function bodies(dto: Type<unknown>): fc.Arbitrary<string> {
  const properties = Object.fromEntries(
    [...propertyValues(dto)].map(([property, own]) => [
      property,
      own.length
        ? fc.oneof({ arbitrary: fc.constantFrom(...own), weight: 3 }, { arbitrary: fc.constantFrom(...COMMON_VALUES), weight: 2 })
        : fc.constantFrom(...COMMON_VALUES),
    ]),
  );
  return fc
    .tuple(
      fc.record(properties, { requiredKeys: [] }),
      fc.oneof({ arbitrary: fc.constant(null), weight: 9 }, { arbitrary: fc.constantFrom(...ODD_MEMBERS), weight: 1 }),
    )
    .map(([body, odd]) => {
      const text = JSON.stringify(body);
      if (odd === null) return text;
      return text === '{}' ? `{${odd}}` : `${text.slice(0, -1)},${odd}}`;
    });
}

/** A booking as the wizard sends it (the bench's bodies are shaped so). */
const WIZARD_BOOKING = {
  serviceType: 'ride',
  pickupLocation: 'Ogden,\u202e UT',
  destinationLocation: 'Salt Lake City International Airport',
  serviceDate: '2026-12-15',
  serviceTime: '10:15',
  serviceDetails: { passengers: 2, luggage: 1, notes: '' },
  distance: 0,
  totalPrice: 0,
  fullName: 'Bench Customer 12',
  email: 'customer12@example.com',
  phone: '(385) 555-0012',
  legalAgreement: true,
  subscriptionCode: '',
  serviceCode: '',
  paymentRequired: true,
};

type Outcome = { accepted: object; type: string } | { refused: unknown };

async function outcomeOf(pipe: ValidationPipe, body: unknown, metadata: ArgumentMetadata): Promise<Outcome> {
  try {
    const accepted = (await pipe.transform(body, metadata)) as object;
    return { accepted: { ...accepted }, type: accepted.constructor.name };
  } catch (error) {
    if (!(error instanceof BadRequestException)) throw error;
    return { refused: error.getResponse() };
  }
}

/** Counts the bodies Nest's own pipe judges (the fast path's fallback) while `work` runs. */
async function countingNestsPipe(work: (calls: () => number) => Promise<void>): Promise<void> {
  const original = Object.getOwnPropertyDescriptor(ValidationPipe.prototype, 'transform')!;
  let calls = 0;
  ValidationPipe.prototype.transform = function (this: ValidationPipe, ...args: Parameters<ValidationPipe['transform']>) {
    calls += 1;
    return (original.value as ValidationPipe['transform']).apply(this, args);
  };
  try {
    await work(() => calls);
  } finally {
    Object.defineProperty(ValidationPipe.prototype, 'transform', original);
  }
}

describe('the validation pipe', () => {
  const nests = new ValidationPipe(VALIDATION_OPTIONS);

  it('answers every body of every DTO of the app as Nest’s own pipe does', async () => {
    const dtos = await appDtos();
    expect(dtos.length).toBeGreaterThan(40);
    let acceptedBodies = 0;
    let fastAccepted = 0;
    for (const [name, dto] of dtos) {
      const pipe = createValidationPipe();
      const metadata: ArgumentMetadata = { type: 'body', metatype: dto };
      await fc.assert(
        fc.asyncProperty(bodies(dto), async (body) => {
          const expected = await outcomeOf(nests, JSON.parse(body), metadata);
          let actual: Outcome | undefined;
          await countingNestsPipe(async (nestsCalls) => {
            actual = await outcomeOf(pipe, JSON.parse(body), metadata);
            if (nestsCalls() === 0) fastAccepted += 1;
          });
          if ('accepted' in expected) acceptedBodies += 1;
          expect({ dto: name, outcome: actual }).toEqual({ dto: name, outcome: expected });
        }),
        { numRuns: 300, seed: 20261124 },
      );
    }
    // The samples reach both answers, not only refusals, and most accepted bodies take the fast path.
    expect(acceptedBodies).toBeGreaterThan(500);
    expect(fastAccepted).toBeGreaterThan(acceptedBodies / 2);
  });

  it('takes a booking the wizard sends without Nest’s pipe, keeping its class, its text rules and its details', async () => {
    const pipe = createValidationPipe();
    const body = WIZARD_BOOKING;
    await countingNestsPipe(async (nestsCalls) => {
      const accepted = (await pipe.transform(JSON.parse(JSON.stringify(body)), { type: 'body', metatype: CreateBookingDto })) as CreateBookingDto;
      expect(nestsCalls()).toBe(0);
      expect(accepted).toBeInstanceOf(CreateBookingDto);
      expect(accepted.pickupLocation).toBe('Ogden, UT');
      expect(accepted.serviceDetails).toEqual(body.serviceDetails);
      expect(accepted.serviceDetails).not.toBe(body.serviceDetails);

      // A refusal is Nest's pipe's, word for word.
      await expect(pipe.transform({ ...body, fullName: 7, extra: true }, { type: 'body', metatype: CreateBookingDto })).rejects.toMatchObject({
        response: { message: expect.arrayContaining(['property extra should not exist', 'Full name is required']) as unknown },
      });
      expect(nestsCalls()).toBe(1);
    });
  });

  it('leaves keys that Nest’s pipe or class-transformer drop, at any depth, to Nest’s pipe', async () => {
    const wizard = JSON.stringify(WIZARD_BOOKING).slice(0, -1);
    const details = JSON.stringify(WIZARD_BOOKING.serviceDetails).slice(0, -1);
    const odd = ['"__proto__":{"admin":true}', '"constructor":{"prototype":{}}', '"toString":"x"', '"hasOwnProperty":1', '"valueOf":[]'];
    const metadata: ArgumentMetadata = { type: 'body', metatype: CreateBookingDto };
    for (const member of odd) {
      for (const text of [`${wizard},${member}}`, `${wizard},"serviceDetails":${details},${member}}}`, `${wizard},"serviceDetails":{"stops":[{${member}}]}}`]) {
        const expected = await outcomeOf(nests, JSON.parse(text), metadata);
        await countingNestsPipe(async (nestsCalls) => {
          expect({ text, outcome: await outcomeOf(createValidationPipe(), JSON.parse(text), metadata) }).toEqual({ text, outcome: expected });
          expect(nestsCalls()).toBe(1);
        });
      }
    }
  });
});
