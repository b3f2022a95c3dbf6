import { LIST_PAGE_SIZE_MAX } from '../src/domain/admin-lists.js';
import { bookingId, insertBookings, insertRidePack, type ListBooking } from './fixtures/list-rows.js';
import { createTestApp, fixedClock, loginAsOwner, resetData, type TestApp } from './support/test-app.js';

// 2026-06-01 08:00 in Denver (MDT, UTC-6).
const NOW = '2026-06-01T14:00:00Z';
const clock = fixedClock(NOW);

/** 45 bookings over 15 days, three a day at the same 10:00 (ties the sort must break), of 9 customers. */
function manyBookings(): ListBooking[] {
  return Array.from({ length: 45 }, (_, i) => ({
    id: bookingId(`list${String(i).padStart(2, '0')}`),
    reference: `L${String(i).padStart(5, '0')}`,
    status: i % 5 === 0 ? 'cancelled' : i % 5 === 1 ? 'pending' : 'confirmed',
    serviceType: i % 3 === 0 ? 'chauffeur' : 'ride',
    date: `2026-06-${String(2 + Math.floor(i / 3)).padStart(2, '0')}`,
    time: '10:00',
    fullName: `Customer ${String.fromCharCode(65 + (i % 9))} Person`,
    email: `c${i % 9}@example.com`,
    phone: `(801) 555-01${String(i % 9).padStart(2, '0')}`,
    totalCents: 2000 + (i % 4) * 500,
  }));
}

describe('owner lists: paged bookings and customers, the day sheet', () => {
  let t: TestApp;
  let owner: Awaited<ReturnType<typeof loginAsOwner>>;

  beforeAll(async () => {
    t = await createTestApp({}, { clock });
  });
  beforeEach(async () => {
    clock.set(NOW);
    await resetData(t.dataSource);
    owner = await loginAsOwner(t);
  });
  afterAll(() => t.close());

  const bookingsPage = async (query: Record<string, string | number>) => (await owner.get('/api/admin/bookings').query(query).expect(200)).body;

  describe('GET /api/admin/bookings', () => {
    beforeEach(() => insertBookings(t.dataSource, manyBookings()));

    it('pages through every booking once, by service start with ties broken by id, and counts them all', async () => {
      const seen: string[] = [];
      for (const page of [1, 2, 3]) {
        const body = await bookingsPage({ page, pageSize: 20 });
        expect(body).toMatchObject({ total: 45, page, pageSize: 20 });
        expect(body.items).toHaveLength(page < 3 ? 20 : 5);
        seen.push(...body.items.map((b: { id: string }) => b.id));
      }
      expect(seen).toEqual(manyBookings().map((b) => b.id)); // ids sort in insertion order within a day
      expect(new Set(seen).size).toBe(45);
      // Past the end: an empty page, still counted.
      expect(await bookingsPage({ page: 4, pageSize: 20 })).toMatchObject({ total: 45, items: [] });
    });

    it('defaults to 20 rows a page, earliest first', async () => {
      const body = await bookingsPage({});
      expect(body).toMatchObject({ total: 45, page: 1, pageSize: 20 });
      expect(body.items[0]).toMatchObject({ id: bookingId('list00'), booking_date: '2026-06-02', booking_time: '10:00' });
    });

    it('sorts on price both ways, equal prices in a stable id order', async () => {
      const desc = await bookingsPage({ sort: 'price', order: 'desc', pageSize: 100 });
      const prices = desc.items.map((b: { total_price: number }) => b.total_price);
      expect(prices).toEqual([...prices].sort((a, b) => b - a));
      const top = desc.items.filter((b: { total_price: number }) => b.total_price === 35).map((b: { id: string }) => b.id);
      expect(top).toEqual([...top].sort().reverse());
      const asc = await bookingsPage({ sort: 'price', order: 'asc', pageSize: 5 });
      expect(asc.items.map((b: { total_price: number }) => b.total_price)).toEqual([20, 20, 20, 20, 20]);
    });

    it('sorts on name and on status in the order the owner works', async () => {
      const byName = await bookingsPage({ sort: 'name', pageSize: 100 });
      const names = byName.items.map((b: { fullName: string }) => b.fullName);
      expect(names).toEqual([...names].sort());
      const byStatus = await bookingsPage({ sort: 'status', pageSize: 100 });
      const statuses = byStatus.items.map((b: { status: string }) => b.status);
      expect(statuses.indexOf('confirmed')).toBe(statuses.lastIndexOf('pending') + 1);
      expect(statuses.at(-1)).toBe('cancelled');
    });

    it('filters on status, service and service days, and counts what matches', async () => {
      const cancelled = await bookingsPage({ status: 'cancelled' });
      expect(cancelled.total).toBe(9);
      expect(cancelled.items.every((b: { status: string }) => b.status === 'cancelled')).toBe(true);
      const chauffeur = await bookingsPage({ service: 'chauffeur', status: 'confirmed' });
      expect(chauffeur.items.every((b: { serviceType: string; status: string }) => b.serviceType === 'chauffeur' && b.status === 'confirmed')).toBe(true);
      expect(chauffeur.total).toBe(manyBookings().filter((b) => b.serviceType === 'chauffeur' && b.status === 'confirmed').length);
      const days = await bookingsPage({ from: '2026-06-03', to: '2026-06-04' });
      expect(days.total).toBe(6);
      expect(days.items.map((b: { booking_date: string }) => b.booking_date)).toEqual([
        '2026-06-03',
        '2026-06-03',
        '2026-06-03',
        '2026-06-04',
        '2026-06-04',
        '2026-06-04',
      ]);
      expect((await bookingsPage({ from: '2026-06-16' })).total).toBe(3);
      expect((await bookingsPage({ from: '2026-06-17' })).total).toBe(0);
      expect((await bookingsPage({ to: '2026-06-02' })).total).toBe(3);
      expect(await bookingsPage({ id: bookingId('list07') })).toMatchObject({ total: 1, items: [{ id: bookingId('list07'), reference: 'L00007' }] });
      expect(await bookingsPage({ id: 'bk_gone' })).toMatchObject({ total: 0, items: [] });
    });

    it('takes a whole business day, 25 hours on the fall-back day, and lists an undated plan on the day it was bought', async () => {
      await insertBookings(t.dataSource, [
        { id: bookingId('dst-before'), reference: 'D00001', date: '2026-10-31', time: '23:30' },
        { id: bookingId('dst-early'), reference: 'D00002', date: '2026-11-01', time: '00:30' },
        // 23:30 MST is 06:30Z on Nov 2: a 24-hour day from 06:00Z would miss it.
        { id: bookingId('dst-late'), reference: 'D00003', date: '2026-11-01', time: '23:30' },
        { id: bookingId('dst-after'), reference: 'D00004', date: '2026-11-02', time: '00:15' },
        { id: bookingId('plan'), reference: 'D00005', serviceType: 'subscription', date: null, createdAt: '2026-11-01T18:00:00Z' },
      ]);
      const day = await bookingsPage({ from: '2026-11-01', to: '2026-11-01' });
      expect(day.items.map((b: { id: string }) => b.id)).toEqual([bookingId('dst-early'), bookingId('plan'), bookingId('dst-late')]);
      expect(day.items[1]).toMatchObject({ booking_date: 'N/A', serviceType: 'subscription' });
    });

    it('searches name (accents too), phone digits, reference with or without its prefix and address, literally', async () => {
      await insertBookings(t.dataSource, [
        { id: bookingId('jose'), reference: 'K7QM2X', fullName: 'José Ñúñez', phone: '(385) 555-0999', pickup: '77 Elm St, Ogden, UT' },
      ]);
      const ids = async (search: string) => (await bookingsPage({ search })).items.map((b: { id: string }) => b.id);
      expect(await ids('josé ñú')).toEqual([bookingId('jose')]);
      expect(await ids('385-555-0999')).toEqual([bookingId('jose')]);
      expect(await ids('254-K7QM2X')).toEqual([bookingId('jose')]);
      expect(await ids('k7qm')).toEqual([bookingId('jose')]);
      expect(await ids('77 elm')).toEqual([bookingId('jose')]);
      expect(await ids('100%')).toEqual([]);
      const many = await bookingsPage({ search: 'customer a', pageSize: 2 });
      expect(many.total).toBe(5);
      expect(many.items).toHaveLength(2);
    });

    it.each<[string, Record<string, string | string[]>, string]>([
      ['a page size over the cap', { pageSize: String(LIST_PAGE_SIZE_MAX + 1) }, `Page size must be at most ${LIST_PAGE_SIZE_MAX}`],
      ['page 0', { page: '0' }, 'Page must be 1 or more'],
      ['a page that is not a number', { page: 'two' }, 'Page must be a whole number'],
      ['an unknown sort', { sort: 'email' }, 'Sort must be one of date, name, status, service, price, created'],
      ['an unknown order', { order: 'up' }, 'Order must be asc or desc'],
      ['an unknown status', { status: 'lost' }, 'Status must be pending, confirmed, completed or cancelled'],
      ['an inquiry-only service', { service: 'handyman' }, 'Service must be one of delivery, ride, chauffeur, subscription'],
      ['a day that does not exist', { from: '2026-02-30' }, 'The first day is not a date (YYYY-MM-DD)'],
      ['a malformed day', { to: 'June 3' }, 'Please enter a valid date (YYYY-MM-DD)'],
      ['days in the wrong order', { from: '2026-06-05', to: '2026-06-04' }, 'The last day must not be before the first day'],
      ['an unknown parameter', { limit: '5' }, 'property limit should not exist'],
      ['a search given twice', { search: ['a', 'b'] }, 'Search text must be text'],
      ['a page too large to be a number', { page: '1e400' }, 'Page must be a whole number'],
    ])('refuses %s with a 400 that says why', async (_name, query, message) => {
      const res = await owner.get('/api/admin/bookings').query(query).expect(400);
      expect(res.body.message).toContain(message);
    });
  });

  describe('GET /api/admin/customers', () => {
    beforeEach(() => insertBookings(t.dataSource, manyBookings()));

    const customersPage = async (query: Record<string, string | number>) => (await owner.get('/api/admin/customers').query(query).expect(200)).body;

    it('pages through the customers with their figures, most recently booked first by default', async () => {
      await insertBookings(t.dataSource, [
        { id: bookingId('late'), reference: 'N00001', fullName: 'Newest Booker', phone: '(801) 555-0777', createdAt: '2026-05-30T12:00:00Z', totalCents: 9900 },
      ]);
      const first = await customersPage({ pageSize: 4 });
      expect(first).toMatchObject({ total: 10, page: 1, pageSize: 4 });
      expect(first.items[0]).toMatchObject({ name: 'Newest Booker', bookingsCount: 1, totalSpent: 99, lastBookedAt: '2026-05-30T12:00:00.000Z' });
      const all = [...first.items, ...(await customersPage({ pageSize: 4, page: 2 })).items, ...(await customersPage({ pageSize: 4, page: 3 })).items];
      expect(new Set(all.map((c: { id: string }) => c.id)).size).toBe(10);
      // Small pages (read off the newest bookings) and one big page (every customer's figures added up) agree.
      const whole = (await customersPage({ pageSize: 100 })).items.map((c: { id: string }) => c.id);
      const pairs = [];
      for (const page of [1, 2, 3, 4, 5]) pairs.push(...(await customersPage({ pageSize: 2, page })).items.map((c: { id: string }) => c.id));
      expect(pairs).toEqual(whole);
      // Figures from the customer's own bookings: every one counted, the cancelled ones not spent.
      const a = all.find((c: { name: string }) => c.name === 'Customer A Person');
      const rowsOfA = manyBookings().filter((b) => b.fullName === 'Customer A Person');
      expect(a).toMatchObject({
        bookingsCount: rowsOfA.length,
        totalSpent: rowsOfA.filter((b) => b.status !== 'cancelled').reduce((sum, b) => sum + (b.totalCents ?? 0), 0) / 100,
      });
    });

    it('sorts on name, bookings and spent, and searches name, phone and business', async () => {
      await t.dataSource.query(`UPDATE customers SET business_name = 'Acme Freight' WHERE full_name = 'Customer C Person'`);
      const byName = await customersPage({ sort: 'name', order: 'desc', pageSize: 100 });
      const names = byName.items.map((c: { name: string }) => c.name);
      expect(names).toEqual([...names].sort().reverse());
      const bySpent = await customersPage({ sort: 'spent', order: 'asc', pageSize: 100 });
      const spent = bySpent.items.map((c: { totalSpent: number }) => c.totalSpent);
      expect(spent).toEqual([...spent].sort((x, y) => x - y));
      expect((await customersPage({ search: 'acme' })).items.map((c: { name: string }) => c.name)).toEqual(['Customer C Person']);
      expect((await customersPage({ search: '801-555-0104' })).items.map((c: { name: string }) => c.name)).toEqual(['Customer E Person']);
      expect(await customersPage({ search: 'nobody' })).toMatchObject({ total: 0, items: [] });
    });

    it('refuses a bad sort or page size with a 400', async () => {
      expect((await owner.get('/api/admin/customers').query({ sort: 'email' }).expect(400)).body.message).toContain('Sort must be one of');
      expect((await owner.get('/api/admin/customers').query({ pageSize: '500' }).expect(400)).body.message).toContain('Page size must be at most 100');
    });
  });

  describe('GET /api/admin/day-sheet', () => {
    it("lists the day's live bookings in time order, with paid or not and the ride pack's rides left", async () => {
      const pack = await insertRidePack(t.dataSource, { code: 'PACK-10', totalRides: 10, ridesUsed: 3, expiresAt: '2026-12-31T07:00:00Z' });
      await insertBookings(t.dataSource, [
        {
          id: bookingId('day-b'),
          reference: 'S00002',
          date: '2026-06-10',
          time: '14:00',
          fullName: 'Second Job',
          serviceCodeId: pack,
          paymentStatus: 'not-required',
        },
        { id: bookingId('day-a'), reference: 'S00001', date: '2026-06-10', time: '08:30', fullName: 'First Job', paymentStatus: 'paid', paymentMethod: 'card' },
        { id: bookingId('day-x'), reference: 'S00003', date: '2026-06-10', time: '09:00', status: 'cancelled' },
        { id: bookingId('day-other'), reference: 'S00004', date: '2026-06-11', time: '08:00' },
      ]);
      const res = await owner.get('/api/admin/day-sheet').query({ date: '2026-06-10' }).expect(200);
      expect(res.body.date).toBe('2026-06-10');
      expect(res.body.jobs).toEqual([
        expect.objectContaining({
          id: bookingId('day-a'),
          time: '08:30',
          customerName: 'First Job',
          paymentStatus: 'paid',
          paymentMethod: 'card',
          ridePack: null,
        }),
        expect.objectContaining({
          id: bookingId('day-b'),
          time: '14:00',
          customerName: 'Second Job',
          phone: '(801) 555-0100',
          price: 40,
          ridePack: { code: 'PACK-10', totalRides: 10, ridesLeft: 7, expiresAt: '2026-12-31T07:00:00.000Z' },
        }),
      ]);
    });

    it('takes the 25 hours of the fall-back day and the 23 of the spring-forward day', async () => {
      await insertBookings(t.dataSource, [
        { id: bookingId('f-before'), reference: 'F00001', date: '2026-10-31', time: '23:30' },
        { id: bookingId('f-early'), reference: 'F00002', date: '2026-11-01', time: '00:30' },
        { id: bookingId('f-late'), reference: 'F00003', date: '2026-11-01', time: '23:30' },
        { id: bookingId('f-after'), reference: 'F00004', date: '2026-11-02', time: '00:15' },
        { id: bookingId('s-early'), reference: 'F00005', date: '2026-03-08', time: '00:30' },
        { id: bookingId('s-late'), reference: 'F00006', date: '2026-03-08', time: '23:45' },
        { id: bookingId('s-after'), reference: 'F00007', date: '2026-03-09', time: '00:00' },
      ]);
      const ids = async (date: string) => (await owner.get('/api/admin/day-sheet').query({ date }).expect(200)).body.jobs.map((job: { id: string }) => job.id);
      expect(await ids('2026-11-01')).toEqual([bookingId('f-early'), bookingId('f-late')]);
      expect(await ids('2026-03-08')).toEqual([bookingId('s-early'), bookingId('s-late')]);
    });

    it.each([['2026-02-30'], ['tomorrow'], ['']])('refuses the date %j with a 400', async (date) => {
      const res = await owner.get('/api/admin/day-sheet').query({ date }).expect(400);
      expect(res.body.message).toContain('Please enter a valid date (YYYY-MM-DD)');
    });
  });

  it('answers 401 without a session', async () => {
    for (const path of ['/api/admin/bookings', '/api/admin/customers', '/api/admin/day-sheet?date=2026-06-10']) {
      expect((await t.http.get(path).expect(401)).body.message).toBe('Please log in to continue.');
    }
  });
});
