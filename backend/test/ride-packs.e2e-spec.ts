import { RidePackLedger1765600000000 } from '../src/database/migrations/1765600000000-ride-pack-ledger.js';
import { ServiceCodesJobs } from '../src/service-codes/service-codes.jobs.js';
import { ServiceCodesService } from '../src/service-codes/service-codes.service.js';
import { CONTACT, planPurchase, rideBooking } from './fixtures/bookings.js';
import { createTestApp, fixedClock, loginAsOwner, resetData, type TestApp } from './support/test-app.js';

// Ride packs: a subscription code with a number of rides is a balance (service_codes.rides_used) with a ledger
// (ride_pack_entries) written in the same transactions.
const clock = fixedClock('2026-06-01T14:00:00Z');
const USED_UP = 'Invalid service code: This ride pack has no rides left: all 4 rides are used. Please buy a new plan or call us.';

interface Entry {
  kind: string;
  rides: number;
  booking_id: string | null;
}

describe('ride packs', () => {
  let t: TestApp;
  let owner: Awaited<ReturnType<typeof loginAsOwner>>;

  beforeAll(async () => {
    t = await createTestApp({}, { clock });
  });
  beforeEach(async () => {
    clock.set('2026-06-01T14:00:00Z');
    await resetData(t.dataSource);
    await t.dataSource.query('DELETE FROM service_codes');
    owner = await loginAsOwner(t);
  });
  afterAll(() => t.close());

  /** A 4-ride plan code for the fixture customer; `expiresAt` as the owner's edit dialog sets it. */
  const fourRidePack = async (code: string, expiresAt?: string): Promise<string> => {
    const created = await owner
      .post('/api/service-codes/custom')
      .send({
        code,
        discountType: 'subscription',
        discountValue: 0,
        usageLimit: null,
        totalRides: 4,
        customerPhone: CONTACT.phone,
        customerEmail: CONTACT.email,
      })
      .expect(201);
    const id = created.body.serviceCode.id as string;
    if (expiresAt) await owner.patch(`/api/service-codes/${id}`).send({ expiresAt }).expect(200);
    return id;
  };
  const entriesOf = (id: string): Promise<Entry[]> =>
    t.dataSource.query(`SELECT kind, rides, booking_id FROM ride_pack_entries WHERE service_code_id = $1 ORDER BY at, created_at`, [id]);
  const balanceOf = async (id: string) =>
    (await t.dataSource.query(`SELECT rides_used, total_rides FROM service_codes WHERE id = $1`, [id]))[0] as { rides_used: number; total_rides: number };
  const ride = (code: string, serviceDate = '2026-06-03', serviceTime = '10:00') =>
    t.http.post('/api/create-booking').send(rideBooking({ subscriptionCode: code, serviceDate, serviceTime }));

  it('100 concurrent bookings on one 4-ride pack: exactly 4, the rest refused clearly, the ledger bought 4 / used 4', async () => {
    const id = await fourRidePack('PACK-FOUR');
    // Twenty days at five times: every request fits the one-driver schedule; only the pack limits them.
    const results = await Promise.all(
      Array.from({ length: 100 }, (_, i) =>
        ride('PACK-FOUR', `2026-06-${String(3 + (i % 20)).padStart(2, '0')}`, ['09:00', '11:00', '13:00', '15:00', '16:00'][Math.floor(i / 20)]),
      ),
    );
    const booked = results.filter((r) => r.status === 201);
    expect(booked).toHaveLength(4);
    const refused = results.filter((r) => r.status !== 201);
    expect(new Set(refused.map((r) => r.status))).toEqual(new Set([400]));
    expect(new Set(refused.map((r) => r.body.message))).toEqual(new Set([USED_UP]));

    expect(await balanceOf(id)).toEqual({ rides_used: 4, total_rides: 4 });
    const entries = await entriesOf(id);
    expect(entries.filter((e) => e.kind === 'bought')).toEqual([{ kind: 'bought', rides: 4, booking_id: null }]);
    const used = entries.filter((e) => e.kind === 'used');
    expect(used.map((e) => e.rides)).toEqual([-1, -1, -1, -1]);
    expect(new Set(used.map((e) => e.booking_id))).toEqual(new Set(booked.map((r) => r.body.booking.id)));
    expect(entries).toHaveLength(5);

    const pack = (await owner.get(`/api/service-codes/${id}/ride-pack`).expect(200)).body;
    expect(pack).toMatchObject({ code: 'PACK-FOUR', totalRides: 4, ridesUsed: 4, ridesLeft: 0, expired: false });
    expect(pack.entries.map((e: { kind: string }) => e.kind)).toEqual(['bought', 'used', 'used', 'used', 'used']);
    expect(new Set(pack.entries.slice(1).map((e: { bookingReference: string }) => e.bookingReference))).toEqual(
      new Set(booked.map((r) => r.body.booking.reference)),
    );
  }, 120_000);

  it('refuses a used-up pack and an expired one with a clear message, and books nothing', async () => {
    await fourRidePack('PACK-DONE');
    for (const [i, time] of ['09:00', '11:00', '13:00', '15:00'].entries()) await ride('PACK-DONE', `2026-06-0${3 + i}`, time).expect(201);
    const usedUp = await ride('PACK-DONE', '2026-06-10').expect(400);
    expect(usedUp.body.message).toBe(USED_UP);
    const checked = await t.http.post('/api/validate-service-code').send({ code: 'PACK-DONE' }).expect(200);
    expect(checked.body).toEqual({
      valid: false,
      message: 'This ride pack has no rides left: all 4 rides are used. Please buy a new plan or call us.',
      waivesPayment: false,
      reason: 'NO_RIDES_LEFT',
      rideCover: null,
    });

    await fourRidePack('PACK-OLD', '2026-05-20T18:00:00Z');
    const expired = await ride('PACK-OLD', '2026-06-10').expect(400);
    expect(expired.body.message).toBe(
      'Invalid service code: This ride pack expired on May 20, 2026. Its unused rides can no longer be booked; please buy a new plan or call us.',
    );
    expect(await t.dataSource.query(`SELECT id FROM bookings WHERE service_date = '2026-06-10'`)).toHaveLength(0);
  });

  it('gives a ride cancelled in time back: a returned entry, the balance up again, shown on the confirmation and manage page', async () => {
    const id = await fourRidePack('PACK-BACK', '2027-06-01T18:00:00Z');
    const booked = (await ride('PACK-BACK').expect(201)).body.booking;

    const view = (await t.http.get(`/api/bookings/${booked.id}`).expect(200)).body;
    expect(view.ridePack).toMatchObject({
      code: 'PACK-BACK',
      totalRides: 4,
      ridesUsed: 1,
      ridesLeft: 3,
      expiresAt: '2027-06-01T18:00:00.000Z',
      expired: false,
    });
    expect(view.ridePack.entries).toEqual([
      { kind: 'bought', rides: 4, bookingReference: null, at: '2026-06-01T14:00:00.000Z' },
      { kind: 'used', rides: -1, bookingReference: booked.reference, at: '2026-06-01T14:00:00.000Z' },
    ]);
    const [{ text_body: received }] = await t.dataSource.query(`SELECT text_body FROM mail_outbox WHERE kind = 'booking-received' AND booking_id = $1`, [
      booked.id,
    ]);
    expect(received).toContain('Ride pack PACK-BACK: 3 of 4 rides left, valid until Jun 1, 2027');

    const token = (view.manageUrl as string).split('/manage/')[1];
    clock.set('2026-06-02T09:00:00Z');
    const cancelled = (await t.http.post(`/api/manage/${token}/cancel`).send({ expectedFee: 0 }).expect(200)).body;
    expect(cancelled.ridePack).toMatchObject({ ridesUsed: 0, ridesLeft: 4 });
    expect(cancelled.ridePack.entries.map((e: { kind: string; rides: number }) => [e.kind, e.rides])).toEqual([
      ['bought', 4],
      ['used', -1],
      ['returned', 1],
    ]);
    expect(cancelled.ridePack.entries[2]).toMatchObject({ bookingReference: booked.reference, at: '2026-06-02T09:00:00.000Z' });
    expect(await balanceOf(id)).toEqual({ rides_used: 0, total_rides: 4 });
    const [{ text_body: cancelMail }] = await t.dataSource.query(`SELECT text_body FROM mail_outbox WHERE kind = 'booking-cancelled' AND booking_id = $1`, [
      booked.id,
    ]);
    expect(cancelMail).toContain('Ride pack PACK-BACK: 4 of 4 rides left, valid until Jun 1, 2027');

    // Revived and cancelled again (by the owner, in time): the ride was given back once and is not given back twice.
    owner = await loginAsOwner(t); // the session started at the old 'now'
    await owner.post('/api/update-booking-status').send({ bookingId: booked.id, status: 'confirmed' }).expect(200);
    await owner.post('/api/cancel-booking').send({ bookingId: booked.id }).expect(200);
    expect((await entriesOf(id)).map((e) => e.kind)).toEqual(['bought', 'used', 'returned']);
    expect(await balanceOf(id)).toEqual({ rides_used: 0, total_rides: 4 });
  });

  it('keeps a late cancel’s ride used: no returned entry', async () => {
    const id = await fourRidePack('PACK-LATE');
    const booked = (await ride('PACK-LATE').expect(201)).body.booking;
    const token = ((await t.http.get(`/api/bookings/${booked.id}`).expect(200)).body.manageUrl as string).split('/manage/')[1];
    // Half an hour before the 10:00 MDT (16:00Z) ride: past the plan's free cut-off (1 hour); the fee is capped at the $0 price.
    clock.set('2026-06-03T15:30:00Z');
    const cancelled = (await t.http.post(`/api/manage/${token}/cancel`).send({ expectedFee: 0 }).expect(200)).body;
    expect(cancelled.ridePack).toMatchObject({ ridesUsed: 1, ridesLeft: 3 });
    expect((await entriesOf(id)).map((e) => e.kind)).toEqual(['bought', 'used']);
  });

  it('writes an expired pack’s unused rides off once, from the scheduled job', async () => {
    const id = await fourRidePack('PACK-EXPIRING', '2026-06-10T18:00:00Z');
    await ride('PACK-EXPIRING').expect(201);
    const jobs = t.app.get(ServiceCodesJobs);
    await jobs.expireRidePacks();
    expect((await entriesOf(id)).map((e) => e.kind)).toEqual(['bought', 'used']);

    clock.set('2026-06-11T00:00:00Z');
    await jobs.expireRidePacks();
    await jobs.expireRidePacks();
    owner = await loginAsOwner(t); // the session started at the old 'now'
    const entries = await entriesOf(id);
    expect(entries.map((e) => [e.kind, e.rides])).toEqual([
      ['bought', 4],
      ['used', -1],
      ['expired', -3],
    ]);
    const pack = (await owner.get(`/api/service-codes/${id}/ride-pack`).expect(200)).body;
    expect(pack).toMatchObject({ ridesUsed: 1, ridesLeft: 0, expired: true });
    expect(pack.entries.reduce((sum: number, e: { rides: number }) => sum + e.rides, 0)).toBe(0);
  });

  it('shows the owner that an edit changed a pack (adjusted), and answers 404 for a code that is no pack', async () => {
    const id = await fourRidePack('PACK-EDIT');
    await owner.patch(`/api/service-codes/${id}`).send({ totalRides: 6 }).expect(200);
    expect((await entriesOf(id)).map((e) => [e.kind, e.rides])).toEqual([
      ['bought', 4],
      ['adjusted', 2],
    ]);
    const discount = await owner.post('/api/service-codes/custom').send({ code: 'TENOFF' }).expect(201);
    const missing = await owner.get(`/api/service-codes/${discount.body.serviceCode.id}/ride-pack`).expect(404);
    expect(missing.body.message).toBe('Service code not found');
  });

  it('backfills the packs issued before the ledger: bought, the rides used so far as one entry, and nothing for other codes', async () => {
    const id = await fourRidePack('PACK-LEGACY', '2026-05-20T18:00:00Z');
    await owner.post('/api/service-codes').send({ type: 'monthly', customCode: 'UNLIMITED' }).expect(201);
    await owner.post('/api/service-codes/custom').send({ code: 'TENOFF' }).expect(201);
    await t.dataSource.query(`UPDATE service_codes SET rides_used = 3 WHERE id = $1`, [id]);
    const [{ created_at: createdAt }] = await t.dataSource.query(`SELECT created_at FROM service_codes WHERE id = $1`, [id]);
    // The ledger as the migration finds it: not there yet.
    const migration = new RidePackLedger1765600000000();
    const runner = t.dataSource.createQueryRunner();
    try {
      await migration.down(runner);
      await migration.up(runner);
    } finally {
      await runner.release();
    }
    const rows = await t.dataSource.query(`SELECT service_code_id, kind, rides, booking_id, at FROM ride_pack_entries ORDER BY kind`);
    expect(rows).toEqual([
      { service_code_id: id, kind: 'bought', rides: 4, booking_id: null, at: createdAt },
      { service_code_id: id, kind: 'used', rides: -3, booking_id: null, at: expect.any(Date) },
    ]);
    // Already past its expiry: the job writes its last ride off.
    expect(await t.app.get(ServiceCodesService).expireRidePacks()).toBe(1);
    expect(await t.dataSource.query(`SELECT kind, rides FROM ride_pack_entries WHERE service_code_id = $1 ORDER BY kind`, [id])).toEqual([
      { kind: 'bought', rides: 4 },
      { kind: 'expired', rides: -1 },
      { kind: 'used', rides: -3 },
    ]);
  });

  it("issues a paid plan purchase's pack with its bought entry", async () => {
    const plan = planPurchase();
    const created = (await t.http.post('/api/create-booking').send(plan).expect(201)).body.booking;
    const paid = await t.http
      .post('/api/process-square-payment')
      .send({ sourceId: 'test-card-ok', amount: created.totalPrice, bookingId: created.id, customerEmail: CONTACT.email })
      .expect(200);
    const [code] = await t.dataSource.query(`SELECT id, total_rides FROM service_codes WHERE code = $1`, [paid.body.subscriptionCode]);
    expect(await entriesOf(code.id)).toEqual([{ kind: 'bought', rides: code.total_rides, booking_id: null }]);
  });
});
