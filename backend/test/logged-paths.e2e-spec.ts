import { rideBooking } from './fixtures/bookings.js';
import { captureOutput } from './support/captured-output.js';
import { createTestApp, fixedClock, loginAsOwner, resetData, type TestApp } from './support/test-app.js';

// The log lines of a request name its route, never what stands for a customer: a booking's id opens the booking (and a
// fresh manage link: GET /api/bookings/{id}), a manage token manages it, and a phone number is a customer's.
describe('what request log lines leave out', () => {
  const clock = fixedClock('2026-06-01T14:00:00Z');
  let t: TestApp;
  let output: ReturnType<typeof captureOutput>;

  beforeAll(async () => {
    t = await createTestApp({ LOG_LEVEL: 'info' }, { clock });
    await resetData(t.dataSource);
    output = captureOutput();
  });
  beforeEach(() => output.clear());
  afterAll(async () => {
    output.restore();
    await t.close();
  });

  const paths = (context: string) =>
    output
      .lines()
      .map((line) => JSON.parse(line) as { context?: string; message: { path?: string } })
      .filter((line) => line.context === context)
      .map((line) => line.message.path);

  it('logs booking ids and phone numbers in paths as :id and :phone, in the request lines and the refusals alike', async () => {
    const { id } = (await t.http.post('/api/create-booking').send(rideBooking()).expect(201)).body.booking as { id: string };
    const unknown = `bk_${'x'.repeat(24)}`;
    await t.http.get(`/api/bookings/${id}`).expect(200);
    await t.http.get(`/api/bookings/${id}/calendar.ics`).expect(200);
    await t.http.get(`/api/bookings/${unknown}`).expect(404);
    // Encoded, it is still an id: the route decodes it.
    await t.http.get(`/api/bookings/%62k_${'y'.repeat(24)}`).expect(404);
    const owner = await loginAsOwner(t);
    await owner.get('/api/customers/phone/8015550123').expect(200);
    await owner.get(`/api/customers/phone/${encodeURIComponent('(801) 555-0123')}`).expect(200);
    await owner.get('/api/customers/phone/8015550100').expect(404);

    const printed = output.lines().join('\n');
    for (const secret of [id, unknown, 'y'.repeat(24), '8015550123', '555-0123', '555-0100']) expect(printed).not.toContain(secret);
    expect(paths('HTTP')).toEqual(
      expect.arrayContaining(['/api/create-booking', '/api/bookings/:id', '/api/bookings/:id/calendar.ics', '/api/login', '/api/customers/phone/:phone']),
    );
    expect(paths('Errors')).toEqual(['/api/bookings/:id', '/api/bookings/:id', '/api/customers/phone/:phone']);
  });
});
