import { createTestApp, loginAsOwner, resetData, type TestApp } from './support/test-app.js';

const contact = { name: 'Pat Lee', email: 'pat@example.com', phone: '801-555-0188' };

describe('inquiries', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
  });
  beforeEach(async () => {
    await resetData(t.dataSource);
    await t.dataSource.query('TRUNCATE inquiries, rate_limit_hits');
  });
  afterAll(() => t.close());

  const mails = () => t.dataSource.query('SELECT kind, to_address, subject, text_body FROM mail_outbox ORDER BY kind');

  it('stores a bulk rides inquiry and mails the owner (never the browser-given recipient) and the customer', async () => {
    const res = await t.http
      .post('/api/bulk-rides-inquiry')
      .send({ ...contact, details: 'Rides for our team, different places each week', inquiryType: 'bulk-rides', recipientEmail: 'stranger@evil.example' })
      .expect(201);
    expect(res.body).toMatchObject({ success: true, message: 'Thank you for your inquiry. We will respond within one business day.' });
    const [row] = await t.dataSource.query('SELECT inquiry_type, name, status, details FROM inquiries');
    expect(row).toEqual({ inquiry_type: 'bulk-rides', name: 'Pat Lee', status: 'new', details: { details: 'Rides for our team, different places each week' } });
    const sent = await mails();
    expect(sent.map((m: { kind: string; to_address: string }) => [m.kind, m.to_address])).toEqual([
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
    const owner = (await mails()).find((m: { kind: string }) => m.kind === 'inquiry-owner');
    expect(owner.text_body).toContain('Boise, ID');
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
});
