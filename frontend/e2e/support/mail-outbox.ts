import pg from 'pg';

// The mails the server stored about a booking. Browser tests run the server with NODE_ENV=test, where the sender's
// timer is off: every mail stays in the outbox table with its text, as the customer would receive it.

export interface StoredMail {
  kind: string;
  to: string;
  subject: string;
  text: string;
}

/** The mails to `to` about the booking, oldest first. */
export async function storedMails(databaseUrl: string, bookingId: string, to: string): Promise<StoredMail[]> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ kind: string; to_address: string; subject: string; text_body: string }>(
      'SELECT kind, to_address, subject, text_body FROM mail_outbox WHERE booking_id = $1 AND lower(to_address) = lower($2) ORDER BY created_at, id',
      [bookingId, to],
    );
    return rows.map((row) => ({ kind: row.kind, to: row.to_address, subject: row.subject, text: row.text_body }));
  } finally {
    await client.end();
  }
}
