import { SquareClient, SquareError } from 'square';
import { startFakeSquare, type FakeSquare } from '../../test/fakes/fake-square.js';
import { PaymentDeclinedError } from './payment-errors.js';
import { IdempotencyKeyReusedError, PaymentOutcomeUnknownError, PaymentProviderRefusedError, type ChargeRequest } from './payment-gateway.js';
import { SquarePaymentGateway } from './square-payment-gateway.js';
import type { SquareSettings } from '../payments-config/square-settings.js';

describe(SquarePaymentGateway.name, () => {
  let square: FakeSquare;
  let sut: SquarePaymentGateway;
  const settingsFor = (fake: FakeSquare, overrides: Partial<SquareSettings> = {}): SquareSettings => ({
    mode: 'square',
    environment: 'sandbox',
    applicationId: 'sandbox-app',
    locationId: fake.locationId,
    accessToken: fake.accessToken,
    webhookSignatureKey: null,
    webhookUrl: null,
    baseUrl: fake.baseUrl,
    timeoutMs: 300,
    allowTestCards: true,
    ...overrides,
  });
  const charge = (overrides: Partial<ChargeRequest> = {}): ChargeRequest => ({
    sourceId: 'cnon:card-nonce-ok',
    amountCents: 2750,
    idempotencyKey: 'key-1',
    referenceId: 'bk_test',
    buyerEmail: 'jamie@example.com',
    note: 'Booking 254-ABC2345',
    ...overrides,
  });

  beforeAll(async () => {
    square = await startFakeSquare();
    sut = new SquarePaymentGateway(settingsFor(square));
  });
  beforeEach(() => square.reset());
  afterAll(() => square.close());

  it('charges the amount in cents and reads the card brand, last 4 and receipt', async () => {
    const payment = await sut.charge(charge());
    expect(payment).toMatchObject({ status: 'COMPLETED', amountCents: 2750, method: 'card', cardBrand: 'VISA', last4: '1111', referenceId: 'bk_test' });
    expect(payment.receiptUrl).toMatch(/^https:\/\//);
    expect(square.payments[0]).toMatchObject({ amountCents: 2750, idempotencyKey: 'key-1' });
  });

  it('gets the first payment back when the same request is replayed with the same key', async () => {
    const first = await sut.charge(charge());
    const replay = await sut.charge(charge());
    expect(replay.id).toBe(first.id);
    expect(square.chargeCount()).toBe(1);
  });

  it('reports a key reused with another card token', async () => {
    await sut.charge(charge());
    await expect(sut.charge(charge({ sourceId: 'cnon:other-token' }))).rejects.toBeInstanceOf(IdempotencyKeyReusedError);
  });

  it('turns card errors into declines with stable codes', async () => {
    const error = await sut.charge(charge({ sourceId: 'cnon:card-nonce-rejected-cvv' })).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(PaymentDeclinedError);
    expect(error).toMatchObject({ code: 'CVV_FAILURE', kind: 'unprocessable' });
  });

  it.each([
    ['hang', 'timeout'],
    ['http-500', 'HTTP 500'],
    ['charge-then-drop', 'connection failed'],
  ] as const)('calls the outcome of %s unknown (%s) and does not retry by itself', async (fault, reason) => {
    square.failNext(fault);
    const error = await sut.charge(charge()).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(PaymentOutcomeUnknownError);
    expect((error as Error).message).toContain(reason);
    expect(square.requests.filter((r) => r === 'POST /v2/payments')).toHaveLength(1);
  });

  it('treats bad credentials as a definite refusal, not a decline', async () => {
    const badToken = new SquarePaymentGateway(settingsFor(square, { accessToken: 'wrong' }));
    const error = await badToken.charge(charge()).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(PaymentProviderRefusedError);
    expect(error).toMatchObject({ statusCode: 401, providerCode: 'UNAUTHORIZED' });
  });

  it("has a fake that answers the SDK's get and cancel-by-idempotency-key calls like Square", async () => {
    const client = new SquareClient({ token: square.accessToken, baseUrl: square.baseUrl, maxRetries: 0 });
    const paid = await sut.charge(charge());
    const { payment } = await client.payments.get({ paymentId: paid.id });
    expect(payment).toMatchObject({ id: paid.id, status: 'COMPLETED', referenceId: 'bk_test' });
    expect(payment?.amountMoney?.amount).toBe(BigInt(2750));

    await client.payments.cancelByIdempotencyKey({ idempotencyKey: 'never-used' });
    await expect(sut.charge(charge({ idempotencyKey: 'never-used' }))).rejects.toBeInstanceOf(IdempotencyKeyReusedError);
    const missing = await client.payments.get({ paymentId: 'nope' }).catch((e: unknown) => e);
    expect(missing).toBeInstanceOf(SquareError);
    expect(missing).toMatchObject({ statusCode: 404, errors: [expect.objectContaining({ code: 'NOT_FOUND' })] });
  });

  it('finds payments by the booking reference', async () => {
    const paid = await sut.charge(charge());
    await sut.charge(charge({ idempotencyKey: 'key-2', referenceId: 'bk_other' }));
    const found = await sut.findByReference('bk_test', new Date(Date.now() - 60_000));
    expect(found.map((payment) => payment.id)).toEqual([paid.id]);
  });
});
