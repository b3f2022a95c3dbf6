import { get } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Response } from 'supertest';
import { bookingId, insertBookings } from './fixtures/list-rows.js';
import { createTestApp, fixedClock, loginAsOwner, resetData, TEST_ADMIN, type TestApp } from './support/test-app.js';

const NOW = '2026-06-01T14:00:00Z';
const clock = fixedClock(NOW);
const BOM = Buffer.from([0xef, 0xbb, 0xbf]);
const HYPERLINK = '=HYPERLINK("http://evil.example","Click")';

/** The body as bytes, whatever its content type. */
const asBytes = (res: Response, callback: (error: Error | null, body: Buffer) => void) => {
  const chunks: Buffer[] = [];
  res.on('data', (chunk: Buffer) => chunks.push(chunk));
  res.on('end', () => callback(null, Buffer.concat(chunks)));
};

describe('owner: CSV exports', () => {
  let t: TestApp;
  let owner: Awaited<ReturnType<typeof loginAsOwner>>;

  beforeAll(async () => {
    t = await createTestApp({}, { clock });
  });
  beforeEach(async () => {
    await resetData(t.dataSource);
    owner = await loginAsOwner(t);
    await insertBookings(t.dataSource, [
      {
        id: bookingId('jose'),
        reference: 'K7QM2X',
        fullName: 'José Ñúñez',
        email: 'jose@example.com',
        phone: '(385) 555-0999',
        date: '2026-06-10',
        time: '09:30',
        notes: HYPERLINK,
        pickup: '12 Main St, Ogden, UT',
        totalCents: 4250,
        paymentStatus: 'paid',
        paymentMethod: 'cash',
      },
      { id: bookingId('plus'), reference: 'P00001', fullName: '+1 Caller', phone: '(801) 555-0142', date: '2026-06-11', time: '08:00' },
      { id: bookingId('outside'), reference: 'Q00001', fullName: 'Out Of Range', phone: '(801) 555-0143', date: '2026-07-20', time: '08:00' },
    ]);
  });
  afterAll(() => t.close());

  const download = async (path: string) => {
    const res = await owner.get(path).buffer(true).parse(asBytes).expect(200);
    const bytes = res.body as Buffer;
    return { res, bytes, lines: bytes.subarray(BOM.length).toString('utf8').split('\r\n').slice(0, -1) };
  };

  it('bookings.csv: UTF-8 with a BOM, accents intact, formulas made text, only the range, as a download', async () => {
    const { res, bytes, lines } = await download('/api/admin/exports/bookings.csv?from=2026-06-01&to=2026-06-30');
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe('attachment; filename="bookings-2026-06-01-to-2026-06-30.csv"');
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(bytes.subarray(0, 3)).toEqual(BOM);
    // "José Ñúñez" as UTF-8 bytes, not re-encoded.
    expect(bytes.includes(Buffer.from([0x4a, 0x6f, 0x73, 0xc3, 0xa9, 0x20, 0xc3, 0x91, 0xc3, 0xba, 0xc3, 0xb1, 0x65, 0x7a]))).toBe(true);
    expect(lines[0]).toBe(
      'Reference,Status,Service,Service date,Service time,Customer,Business,Email,Phone,Pickup,Drop-off,Miles,Price,Discount,Payment status,Payment method,Paid at,Notes,Booked at,Cancelled at,Cancellation fee,Fee received,Fee owed',
    );
    expect(lines).toHaveLength(3);
    expect(lines[1]).toBe(
      `254-K7QM2X,confirmed,ride,2026-06-10,09:30,José Ñúñez,,jose@example.com,(385) 555-0999,"12 Main St, Ogden, UT","3848 Harrison Blvd, Ogden, UT 84408, USA",3.2,42.5,0,paid,cash,,"'=HYPERLINK(""http://evil.example"",""Click"")",2026-05-01 06:00,,,,`,
    );
    expect(lines[2]).toMatch(/^254-P00001,confirmed,ride,2026-06-11,08:00,'\+1 Caller,/);
    expect(lines.join('\n')).not.toContain('Out Of Range');
  });

  it('takes the business-local days: a booking at 23:30 on the last day is in, one at 00:15 the day after is out', async () => {
    await insertBookings(t.dataSource, [
      { id: bookingId('late'), reference: 'T00001', date: '2026-11-01', time: '23:30' },
      { id: bookingId('next'), reference: 'T00002', date: '2026-11-02', time: '00:15' },
    ]);
    const { lines } = await download('/api/admin/exports/bookings.csv?from=2026-11-01&to=2026-11-01');
    expect(lines.slice(1).map((line) => line.split(',')[0])).toEqual(['254-T00001']);
  });

  it('streams a large range whole, batch after batch', async () => {
    await t.dataSource.query(
      `INSERT INTO bookings (id, reference, status, service_type, service_details, pickup_location, destination_location, service_date, service_time,
                             starts_at, distance_miles, total_cents, full_name, email, phone, phone_digits)
       SELECT 'bk_bulk' || lpad(i::text, 21, '0'), 'B' || lpad(i::text, 5, '0'), 'confirmed', 'ride', '{"passengers": 1, "luggage": "none"}',
              'Ogden', 'Layton', date '2026-08-01' + (i % 200), '10:00', ((date '2026-08-01' + (i % 200)) + time '10:00') AT TIME ZONE 'America/Denver',
              5, 2500, 'Bulk ' || i, 'bulk' || i || '@example.com', '8015550200', '8015550200'
         FROM generate_series(1, 1234) i`,
    );
    const { lines } = await download('/api/admin/exports/bookings.csv?from=2026-08-01&to=2027-07-31');
    expect(lines).toHaveLength(1 + 1234);
    expect(new Set(lines.slice(1).map((line) => line.split(',')[0])).size).toBe(1234);
  });

  it('ends its transaction and hands the connection back when the download stops midway', async () => {
    await t.dataSource.query(
      `INSERT INTO bookings (id, reference, status, service_type, service_details, pickup_location, destination_location, service_date, service_time,
                             starts_at, distance_miles, total_cents, full_name, email, phone, phone_digits, notes)
       SELECT 'bk_stop' || lpad(i::text, 21, '0'), 'S' || lpad(i::text, 5, '0'), 'confirmed', 'ride', '{"passengers": 1, "luggage": "none"}',
              'Ogden', 'Layton', date '2026-09-01', '10:00', timestamptz '2026-09-01 16:00Z', 5, 2500, 'Stop ' || i, 'stop@example.com',
              '8015550300', '8015550300', repeat('x', 500)
         FROM generate_series(1, 5000) i`,
    );
    const login = await t.http.post('/api/login').send(TEST_ADMIN).expect(200);
    const cookie = (login.headers['set-cookie'] as unknown as string[]).map((line) => line.split(';')[0]).join('; ');
    const server = t.app.getHttpServer();
    await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
    try {
      const { port } = server.address() as AddressInfo;
      const firstChunk = await new Promise<Buffer>((resolve, reject) => {
        const request = get({ host: '127.0.0.1', port, path: '/api/admin/exports/bookings.csv?from=2026-09-01&to=2026-09-01', headers: { cookie } }, (res) => {
          res.once('data', (chunk: Buffer) => {
            request.destroy();
            resolve(chunk);
          });
        });
        request.on('error', (error) => (request.destroyed ? undefined : reject(error)));
      });
      expect(firstChunk.subarray(0, 3)).toEqual(BOM);
      // The export's transaction, whether a FETCH is running or it waits between batches; a ROLLBACK (or COMMIT) as
      // the connection's last statement means it has ended.
      const openTransactions = async () =>
        (
          await t.dataSource.query(
            `SELECT count(*)::int AS n FROM pg_stat_activity
              WHERE datname = current_database() AND pid <> pg_backend_pid() AND state <> 'idle'
                AND (query LIKE 'BEGIN ISOLATION%' OR query LIKE 'DECLARE%' OR query LIKE 'FETCH%')`,
          )
        )[0].n;
      for (let tries = 0; tries < 100 && (await openTransactions()) > 0; tries += 1) await new Promise((done) => setTimeout(done, 100));
      expect(await openTransactions()).toBe(0);
      // The app still answers, its connections free.
      const { lines } = await download('/api/admin/exports/customers.csv?from=2026-06-01&to=2026-06-30');
      expect(lines).toHaveLength(3);
    } finally {
      await new Promise((done) => server.close(done));
    }
  });

  it('payments.csv: money in and refunds out on the day each moved, amounts in dollars', async () => {
    await t.dataSource.query(
      `INSERT INTO payments (booking_id, method, amount_cents, received_at, processor_payment_id, card_brand, card_last4, note, recorded_by)
       VALUES ($1, 'card', 4250, '2026-06-05T18:00:00Z', 'sq_pay_1', 'VISA', '4242', '', 'customer'),
              ($1, 'cash', 1000, '2026-06-06T18:00:00Z', NULL, NULL, NULL, '@tip', 'owner:owner'),
              ($1, 'cash', 500, '2026-07-06T18:00:00Z', NULL, NULL, NULL, '', 'owner:owner')`,
      [bookingId('jose')],
    );
    await t.dataSource.query(
      `INSERT INTO refunds (booking_id, purpose, payment_id, method, idempotency_key, amount_cents, status, reason, next_attempt_at, requested_at, updated_at)
       VALUES ($1, 'owner', 'sq_pay_1', 'card', 'refund-key-1', 1250, 'completed', 'Late pickup', now(), '2026-06-07T18:00:00Z', now()),
              ($1, 'price-difference', 'sq_pay_1', 'card', 'refund-key-2', 300, 'failed', 'Failed one', now(), '2026-06-07T19:00:00Z', now())`,
      [bookingId('jose')],
    );
    const { res, lines } = await download('/api/admin/exports/payments.csv?from=2026-06-01&to=2026-06-30');
    expect(res.headers['content-disposition']).toBe('attachment; filename="payments-2026-06-01-to-2026-06-30.csv"');
    expect(lines).toEqual([
      'Date and time,Type,Booking,Customer,Method,Amount,Refund status,Card,Processor id,Note,Recorded by,For',
      '2026-06-05 12:00,payment,254-K7QM2X,José Ñúñez,card,42.5,,VISA 4242,sq_pay_1,,customer,booking',
      "2026-06-06 12:00,payment,254-K7QM2X,José Ñúñez,cash,10,,,,'@tip,owner:owner,booking",
      '2026-06-07 12:00,refund,254-K7QM2X,José Ñúñez,card,-12.5,completed,,sq_pay_1,Late pickup,owner,booking',
    ]);
  });

  it('customers.csv: who booked in the range, with that range’s figures, text made safe', async () => {
    await t.dataSource.query(`UPDATE customers SET business_name = '@Acme', notes = '-VIP' WHERE phone_digits = '3855550999'`);
    const { lines } = await download('/api/admin/exports/customers.csv?from=2026-06-01&to=2026-06-30');
    expect(lines).toEqual([
      'Name,Business,Email,Phone,Bookings,Spent,First booking,Last booking,Notes',
      "'+1 Caller,,pat@example.com,(801) 555-0142,1,40,2026-06-11 08:00,2026-06-11 08:00,",
      "José Ñúñez,'@Acme,jose@example.com,(385) 555-0999,1,42.5,2026-06-10 09:30,2026-06-10 09:30,'-VIP",
    ]);
  });

  it.each<[string, string, string]>([
    ['no range', '', 'Please enter the first day (YYYY-MM-DD)'],
    ['a day that does not exist', '?from=2026-02-30&to=2026-03-01', 'The first day is not a date (YYYY-MM-DD)'],
    ['days in the wrong order', '?from=2026-06-30&to=2026-06-01', 'The last day must not be before the first day'],
    ['an unknown parameter', '?from=2026-06-01&to=2026-06-30&format=xlsx', 'property format should not exist'],
  ])('refuses %s with a 400 JSON answer', async (_name, query, message) => {
    for (const name of ['bookings', 'payments', 'customers']) {
      const res = await owner.get(`/api/admin/exports/${name}.csv${query}`).expect(400);
      expect(res.headers['content-type']).toMatch(/^application\/json/);
      expect(res.body.message).toContain(message);
    }
  });

  it('answers 401 without a session', async () => {
    const res = await t.http.get('/api/admin/exports/bookings.csv?from=2026-06-01&to=2026-06-30').expect(401);
    expect(res.body.message).toBe('Please log in to continue.');
  });
});
