import 'reflect-metadata';
import { getMetadataStorage, IsIn, IsInt, IsOptional, IsString, MaxLength, Min, validateSync, type ValidationError } from 'class-validator';
import { plainToInstance } from 'class-transformer';
import { CheckAvailabilityDto } from '../availability/dto/check-availability.dto.js';
import { CreateBookingDto } from '../bookings/dto/create-booking.dto.js';
import { QuoteRequestDto } from '../quotes/dto/quote-request.dto.js';
import { memoizeValidationMetadata } from './validation-metadata-memo.js';

class Passenger {
  @IsString()
  @MaxLength(5, { groups: ['short'] })
  name!: string;

  @IsOptional()
  @IsInt()
  @Min(1, { always: true })
  seats?: number;
}

const OPTIONS = { whitelist: true, forbidNonWhitelisted: true };
const errorsOf = (dto: new () => object, plain: object, options: object = OPTIONS) =>
  validateSync(plainToInstance(dto, plain), options).map((error: ValidationError) => ({ property: error.property, constraints: error.constraints }));

describe('memoizeValidationMetadata', () => {
  const storage = getMetadataStorage();
  const samples: [string, new () => object, object][] = [
    ['a valid quote', QuoteRequestDto, { serviceType: 'ride', pickupLocation: 'Ogden', destinationLocation: 'Layton', serviceDetails: {} }],
    ['a bad quote', QuoteRequestDto, { serviceType: 'boat', pickupLocation: 7, extra: true }],
    ['a bad check', CheckAvailabilityDto, { serviceType: 'ride', date: 20261203, startTime: ['10:00'], unknown: 1 }],
    ['an empty booking', CreateBookingDto, {}],
    ['a bad passenger', Passenger, { name: 1234567, seats: 0, x: 1 }],
  ];
  const groupsCases: object[] = [{}, { groups: ['short'] }, { groups: ['short'], strictGroups: true }, { always: true }];

  // Taken before the memo is installed: what class-validator answers on its own.
  const before = samples.map(([, dto, plain]) => groupsCases.map((options) => errorsOf(dto, plain, { ...OPTIONS, ...options })));
  const lookupsBefore = [QuoteRequestDto, CheckAvailabilityDto, CreateBookingDto, Passenger].map((dto) =>
    storage.getTargetValidationMetadatas(dto, '', false, false),
  );

  beforeAll(() => memoizeValidationMetadata(storage));

  it('answers every validation exactly as class-validator does without it, whatever the groups', () => {
    for (let round = 0; round < 2; round += 1) {
      const after = samples.map(([, dto, plain]) => groupsCases.map((options) => errorsOf(dto, plain, { ...OPTIONS, ...options })));
      expect(after).toEqual(before);
    }
    expect(before[1][0].length).toBeGreaterThan(0); // the samples do fail where they should
    expect(before[4][2]).not.toEqual(before[4][0]); // and strict groups do change the answer
  });

  it('keeps one lookup per class and options, with the same rules', () => {
    const lookupsAfter = [QuoteRequestDto, CheckAvailabilityDto, CreateBookingDto, Passenger].map((dto) =>
      storage.getTargetValidationMetadatas(dto, '', false, false),
    );
    expect(lookupsAfter).toEqual(lookupsBefore);
    expect(storage.getTargetValidationMetadatas(Passenger, '', false, false)).toBe(storage.getTargetValidationMetadatas(Passenger, '', false, false));
    expect(storage.getTargetValidationMetadatas(Passenger, '', false, false, ['short'])).not.toBe(
      storage.getTargetValidationMetadatas(Passenger, '', false, false),
    );
  });

  it('sees a rule added after it was installed, on the class and on a subclass defined later', () => {
    expect(errorsOf(Passenger, { name: 'Ann', nickname: 'A' })).toEqual([
      { property: 'nickname', constraints: { whitelistValidation: 'property nickname should not exist' } },
    ]);
    IsString()(Passenger.prototype, 'nickname');
    expect(errorsOf(Passenger, { name: 'Ann', nickname: 'A' })).toEqual([]);
    expect(errorsOf(Passenger, { name: 'Ann', nickname: 7 })).toEqual([{ property: 'nickname', constraints: { isString: 'nickname must be a string' } }]);

    class Driver extends Passenger {
      @IsIn(['suv', 'van'])
      vehicle!: string;
    }
    expect(
      errorsOf(Driver, { name: 7, vehicle: 'bike' })
        .map((error) => error.property)
        .sort(),
    ).toEqual(['name', 'nickname', 'vehicle']); // nickname is now a rule Driver inherits
  });

  it('wraps a storage once however often it is called', () => {
    const lookup = storage.getTargetValidationMetadatas;
    memoizeValidationMetadata(storage);
    memoizeValidationMetadata();
    expect(storage.getTargetValidationMetadatas).toBe(lookup);
  });
});
