import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

// One writer per table: only BookingWriter changes a bookings row (status, payment fields or anything else);
// other code asks it. Checked by reading the source, so a new shortcut fails here rather than in review.
const src = resolve(fileURLToPath(new URL('.', import.meta.url)), '..', '..', 'src');
const WRITER = 'bookings/booking-writer.service.ts';

const WRITE_VERBS = 'update|insert|save|upsert|delete|remove|softDelete|softRemove|restore|increment|decrement';
const BOOKING_WRITES: RegExp[] = [
  // manager.update(Booking, …), createQueryBuilder().update(Booking), manager.insert(Booking, …)
  new RegExp(`\\b(?:${WRITE_VERBS})\\(\\s*Booking\\b`),
  new RegExp(`getRepository\\(\\s*Booking\\s*\\)\\s*\\.\\s*(?:${WRITE_VERBS})\\(`),
  // manager.save(booking), repository.remove(paidBooking)
  new RegExp(`\\.(?:save|remove|softRemove)\\(\\s*\\w*[bB]ooking\\b`),
  // Raw SQL, written in capitals throughout the code base.
  /\b(?:UPDATE|INSERT\s+INTO|DELETE\s+FROM|MERGE\s+INTO)\s+bookings\b/,
];

/** Writes through an injected Repository<Booking>, whatever the field is called. */
function repositoryWrites(text: string): RegExp[] {
  const names = [...text.matchAll(/(\w+)\s*:\s*Repository<Booking>/g)].map((match) => match[1]);
  return names.map((name) => new RegExp(`\\b${name}\\s*\\.\\s*(?:${WRITE_VERBS})\\(`));
}

function writesBookings(text: string): boolean {
  return [...BOOKING_WRITES, ...repositoryWrites(text)].some((pattern) => pattern.test(text));
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'migrations' ? [] : sourceFiles(path);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.spec.ts') ? [path] : [];
  });
}

describe('one writer of the bookings table', () => {
  const files = sourceFiles(src).map((path) => ({ path: relative(src, path).split('\\').join('/'), text: readFileSync(path, 'utf8') }));

  it('recognises the ways a booking row can be written', () => {
    for (const line of [
      `await manager.update(Booking, { id }, { status: 'cancelled' });`,
      `await this.dataSource.createQueryBuilder().update(Booking).set({ paymentStatus: 'paid' })`,
      `await manager.insert(Booking, booking);`,
      `await this.dataSource.getRepository(Booking).update({ id }, { paymentIdempotencyKey: key });`,
      `await manager.save(booking);`,
      "await manager.query(`UPDATE bookings SET payment_status = 'paid' WHERE id = $1`, [id]);",
      "`WITH released AS (\n UPDATE bookings SET status = 'cancelled'`",
      `constructor(@InjectRepository(Booking) private readonly rows: Repository<Booking>) {}\nawait this.rows.update({ id }, { status });`,
    ]) {
      expect({ line, writes: writesBookings(line) }).toEqual({ line, writes: true });
    }
    for (const line of [
      `const booking = await manager.findOne(Booking, { where: { id }, lock: { mode: 'pessimistic_write' } });`,
      `await manager.update(PaymentWebhookEvent, { eventId }, { outcome });`,
      'await manager.query(`INSERT INTO booking_history (booking_id) VALUES ($1)`, [id]);',
      "`SELECT id FROM bookings WHERE status = 'pending'`",
      `// the owner may update bookings from the admin area`,
    ]) {
      expect({ line, writes: writesBookings(line) }).toEqual({ line, writes: false });
    }
  });

  it(`is ${WRITER}`, () => {
    expect(files.filter((file) => writesBookings(file.text)).map((file) => file.path)).toEqual([WRITER]);
  });

  it('lets payments depend on bookings, never bookings on payments', () => {
    const importsPayments = /from\s+'(?:\.\.\/)+payments\//;
    expect(files.filter((file) => file.path.startsWith('bookings/') && importsPayments.test(file.text)).map((file) => file.path)).toEqual([]);
  });
});
