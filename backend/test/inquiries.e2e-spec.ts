import { SettingsService } from '../src/settings/settings.service.js';
import { createTestApp, fixedClock, loginAsOwner, resetData, type TestApp } from './support/test-app.js';

const contact = { name: 'Pat Lee', email: 'pat@example.com', phone: '801-555-0188' };
/** 8:00 on Monday 1 June 2026 in Denver (MDT, UTC-6): business days there turn at 06:00 UTC. */
const NOW = '2026-06-01T14:00:00.000Z';
const clock = fixedClock(NOW);

interface OutboxRow {
  kind: string;
  to_address: string;
  subject: string;
  text_body: string;
  html_body: string;
}

describe('inquiries', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({}, { clock });
  });
  beforeEach(async () => {
    clock.set(NOW);
    await resetData(t.dataSource);
    await t.dataSource.query('TRUNCATE inquiries, inquiry_acknowledgements, rate_limit_hits');
    await t.app.get(SettingsService).loadNow(); // the default acknowledgements a day
  });
  afterAll(() => t.close());

  const mails = (): Promise<OutboxRow[]> =>
    t.dataSource.query('SELECT kind, to_address, subject, text_body, html_body FROM mail_outbox ORDER BY kind, created_at, to_address');
  const mailsOfKind = async (kind: string) => (await mails()).filter((mail) => mail.kind === kind);
  const HANDYMAN = { ...contact, jobAddress: '12 Elm St, Ogden', jobDescription: 'Fix a fence' };
  const bulkRides = (body: Record<string, string>) =>
    t.http
      .post('/api/bulk-rides-inquiry')
      .send({ ...contact, details: 'Weekly rides', ...body })
      .expect(201);

  it('stores a bulk rides inquiry and mails the owner (never the browser-given recipient) and the customer', async () => {
    const res = await t.http
      .post('/api/bulk-rides-inquiry')
      .send({ ...contact, details: 'Rides for our team, different places each week', inquiryType: 'bulk-rides', recipientEmail: 'stranger@evil.example' })
      .expect(201);
    expect(res.body).toMatchObject({ success: true, message: 'Thank you for your inquiry. We will respond within one business day.' });
    const [row] = await t.dataSource.query('SELECT inquiry_type, name, status, details FROM inquiries');
    expect(row).toEqual({ inquiry_type: 'bulk-rides', name: 'Pat Lee', status: 'new', details: { details: 'Rides for our team, different places each week' } });
    const sent = await mails();
    expect(sent.map((m) => [m.kind, m.to_address])).toEqual([
      ['inquiry-ack', 'pat@example.com'],
      ['inquiry-owner', 'owner@ogden-rides.test'],
    ]);
    expect(JSON.stringify(sent)).not.toContain('stranger@evil.example');
    expect(sent[0].text_body).toContain('within one business day');
  });

  it('gives the spec messages for a bad bulk inquiry and stores nothing', async () => {
    const res = await t.http.post('/api/bulk-rides-inquiry').send({ name: 'P', email: 'nope', phone: '555', details: '' }).expect(400);
    for (const message of [
      'Name must be at least 2 characters',
      'Please enter a valid email address',
      'Please enter a valid phone number (at least 10 digits)',
      'Please provide some details about your inquiry',
    ]) {
      expect(res.body.message).toContain(message);
    }
    expect(await t.dataSource.query('SELECT id FROM inquiries')).toHaveLength(0);
    expect(await mails()).toHaveLength(0);
  });

  it('stores a long-haul inquiry with what the owner needs to quote', async () => {
    await t.http
      .post('/api/long-haul-inquiry')
      .send({
        ...contact,
        pickupLocation: '2350 Wall Ave, Ogden, UT 84401, USA',
        deliveryLocation: 'Boise, ID',
        itemDescription: 'Two pallets of tiles',
        approximateWeight: '900 lbs',
        approximateSize: '2 pallets',
        preferredDate: '2026-12-10',
        dateFlexibility: 'few-days',
      })
      .expect(201);
    const [row] = await t.dataSource.query('SELECT inquiry_type, summary FROM inquiries');
    expect(row.inquiry_type).toBe('long-haul');
    expect(row.summary).toContain('What is carried: Two pallets of tiles');
    const [owner] = await mailsOfKind('inquiry-owner');
    expect(owner?.text_body).toContain('Boise, ID');
  });

  it('checks the long-haul and handyman forms', async () => {
    const longHaul = await t.http
      .post('/api/long-haul-inquiry')
      .send({ ...contact, preferredDate: 'soon' })
      .expect(400);
    expect(longHaul.body.message).toContain('Pickup location is required');
    expect(longHaul.body.message).toContain('Please enter a valid preferred date (YYYY-MM-DD)');
    const handyman = await t.http
      .post('/api/handyman-inquiry')
      .send({ ...contact, preferredTimeOfDay: 'midnight' })
      .expect(400);
    expect(handyman.body.message).toMatch(/preferredTimeOfDay/);
    await t.http
      .post('/api/handyman-inquiry')
      .send({
        ...contact,
        jobAddress: '12 Elm St, Ogden, UT 84403, USA',
        jobDescription: 'Hang two doors',
        preferredDate: '2026-12-01',
        preferredTimeOfDay: 'morning',
      })
      .expect(201);
  });

  it('limits each client to 5 inquiries an hour', async () => {
    const send = () => t.http.post('/api/handyman-inquiry').send({ ...contact, jobAddress: '12 Elm St, Ogden', jobDescription: 'Fix a fence' });
    for (let i = 0; i < 5; i += 1) await send().expect(201);
    const res = await send().expect(429);
    expect(res.body).toMatchObject({ statusCode: 429, error: 'Too Many Requests', code: 'RATE_LIMITED' });
    expect(await t.dataSource.query('SELECT id FROM inquiries')).toHaveLength(5);
  });

  it('lets the owner list inquiries and record the answer', async () => {
    await t.http
      .post('/api/bulk-rides-inquiry')
      .send({ ...contact, details: 'Twelve rides a month' })
      .expect(201);
    await t.http.get('/api/inquiries').expect(401);
    const owner = await loginAsOwner(t);
    const list = await owner.get('/api/inquiries').expect(200);
    expect(list.body.inquiries).toHaveLength(1);
    const id = list.body.inquiries[0].id;
    await t.http.patch(`/api/inquiries/${id}`).send({ status: 'answered' }).expect(401);
    const updated = await owner.patch(`/api/inquiries/${id}`).send({ status: 'answered', notes: 'Quoted $900/month by phone' }).expect(200);
    expect(updated.body.inquiry).toMatchObject({ status: 'answered', notes: 'Quoted $900/month by phone' });
    await owner.patch(`/api/inquiries/${id}`).send({ status: 'lost' }).expect(400);
    await owner.patch('/api/inquiries/00000000-0000-4000-8000-000000000000').send({ status: 'closed' }).expect(404);
  });

  // --- the business's mail is not a relay (issue 28) ---------------------------------------------------

  describe('the acknowledgement', () => {
    it('carries no link, address or detail the sender typed, while the owner reads them all', async () => {
      const res = await bulkRides({
        name: 'Pat Lee https://evil.example/login',
        email: 'victim@example.com',
        details: 'Your account is suspended. Verify your password at https://evil.example/verify or write to help@evil.example',
      });
      const reference = `INQ-${(res.body.id as string).replace(/-/g, '').slice(0, 8).toUpperCase()}`;

      const [ack] = await mailsOfKind('inquiry-ack');
      expect(ack?.to_address).toBe('victim@example.com');
      for (const body of [ack!.subject, ack!.text_body, ack!.html_body]) {
        for (const typed of ['evil.example', 'https://', 'suspended', 'Verify your password', 'help@']) expect(body).not.toContain(typed);
      }
      for (const body of [ack!.text_body, ack!.html_body]) {
        for (const said of ['Hi Pat Lee,', 'Bulk rides', reference, 'We will respond within one business day']) expect(body).toContain(said);
      }

      const [owner] = await mailsOfKind('inquiry-owner');
      for (const typed of ['Pat Lee https://evil.example/login', 'https://evil.example/verify', 'help@evil.example', reference]) {
        expect(owner?.text_body).toContain(typed);
      }
      const [row] = await t.dataSource.query('SELECT name, details FROM inquiries');
      expect(row.details.details).toContain('https://evil.example/verify');
    });

    it("thanks a sender whose browser asks for Spanish in Spanish, and the owner's list names their language", async () => {
      await t.http.post('/api/handyman-inquiry').set('Accept-Language', 'es-MX,es;q=0.9,en;q=0.5').send(HANDYMAN).expect(201);
      const [ack] = await mailsOfKind('inquiry-ack');
      expect(ack?.subject).toBe('Gracias por su consulta - Ogden Rides & Deliveries');
      expect(ack?.text_body).toContain('Gracias por su consulta. Le responderemos en un plazo de un día hábil.');
      expect(ack?.text_body).toMatch(/Consulta: +Reparaciones/);
      const [owner] = await mailsOfKind('inquiry-owner');
      expect(owner?.subject).toMatch(/^New handyman inquiry from /);
      expect(owner?.text_body).toMatch(/^Language: +Spanish$/m);
      const [row] = await t.dataSource.query('SELECT language FROM inquiries');
      expect(row.language).toBe('es');
      // The form's own language wins over the browser's.
      await t.http
        .post('/api/handyman-inquiry')
        .set('Accept-Language', 'es-MX')
        .send({ ...HANDYMAN, email: 'other@example.com', language: 'en' })
        .expect(201);
      expect((await t.dataSource.query(`SELECT language FROM inquiries WHERE email = 'other@example.com'`))[0].language).toBe('en');
      await t.http
        .post('/api/handyman-inquiry')
        .send({ ...HANDYMAN, language: 'fr' })
        .expect(400);
    });

    it('greets with a neutral "Hello," when the name is nothing but a link or an address', async () => {
      await bulkRides({ name: 'www.evil.example' });
      const [ack] = await mailsOfKind('inquiry-ack');
      expect(ack?.text_body.startsWith('Hello,\n')).toBe(true);
      expect(ack?.text_body).not.toContain('evil');
    });

    it('goes to one mailbox once a Denver business day, however its address is spelled; the owner gets every inquiry', async () => {
      const first = await bulkRides({ email: 'Pat.Lee@gmail.com' });
      clock.set('2026-06-02T05:30:00.000Z'); // 23:30 on 1 June in Denver, already 2 June in UTC
      const second = await bulkRides({ email: ' patlee+rides@GoogleMail.com ' });
      const third = await t.http
        .post('/api/handyman-inquiry')
        .send({ ...contact, email: 'PATLEE@gmail.com', jobAddress: '12 Elm St, Ogden', jobDescription: 'Fix a fence' })
        .expect(201);

      expect((await mailsOfKind('inquiry-owner')).length).toBe(3);
      expect((await mailsOfKind('inquiry-ack')).map((mail) => mail.to_address)).toEqual(['Pat.Lee@gmail.com']);
      expect(await t.dataSource.query('SELECT id FROM inquiries')).toHaveLength(3);
      // The sender cannot tell a refused acknowledgement from a queued one.
      for (const res of [second, third]) expect({ ...res.body, id: 'x' }).toEqual({ ...first.body, id: 'x' });

      clock.set('2026-06-02T06:30:00.000Z'); // 00:30 on 2 June in Denver: the next business day
      await bulkRides({ email: 'pat.lee+again@gmail.com' });
      expect((await mailsOfKind('inquiry-owner')).length).toBe(4);
      expect((await mailsOfKind('inquiry-ack')).map((mail) => mail.to_address)).toEqual(['Pat.Lee@gmail.com', 'pat.lee+again@gmail.com']);
    });

    it("stops at the owner's number a day, recorded like the other settings, and the owner still gets everything", async () => {
      const owner = await loginAsOwner(t);
      const { settings } = (await owner.get('/api/admin/settings').expect(200)).body;
      expect(settings.notifications.inquiryAcknowledgementsPerDay).toBe(50);
      const refused = await owner
        .put('/api/admin/settings')
        .send({ ...settings, notifications: { ...settings.notifications, inquiryAcknowledgementsPerDay: 501 } })
        .expect(400);
      expect(refused.body.message).toContain('The inquiry acknowledgements a day must be a whole number between 0 and 500');
      const saved = await owner
        .put('/api/admin/settings')
        .send({ ...settings, notifications: { ...settings.notifications, inquiryAcknowledgementsPerDay: 2 } })
        .expect(200);
      expect(saved.body.changes).toEqual([{ at: NOW, actor: 'owner', path: 'notifications.inquiryAcknowledgementsPerDay', oldValue: 50, newValue: 2 }]);

      for (const email of ['a@example.com', 'b@example.com', 'c@example.com', 'd@example.com']) await bulkRides({ email });

      expect((await mailsOfKind('inquiry-owner')).length).toBe(4);
      expect((await mailsOfKind('inquiry-ack')).map((mail) => mail.to_address)).toEqual(['a@example.com', 'b@example.com']);
      expect(await t.dataSource.query('SELECT id FROM inquiries')).toHaveLength(4);
    });
  });
});
