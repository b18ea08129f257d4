/** `account_email_outbox`: every mail the explorer sent or tried to, the newest ones kept. */
import type { Queryable } from '../..';

/** Stores a mail and deletes all but the newest `keep`; the mail's id. */
export async function insertOutboxMail(db: Queryable, mail: { to: string; subject: string; text: string }, keep: number): Promise<number> {
  const [ row ] = await db.query<{ id: number }>(
    'INSERT INTO account_email_outbox (recipient, subject, body) VALUES ($1, $2, $3) RETURNING id',
    [ mail.to, mail.subject, mail.text ]);
  await db.query(
    'DELETE FROM account_email_outbox WHERE id < (SELECT id FROM account_email_outbox ORDER BY id DESC OFFSET $1 LIMIT 1)',
    [ keep - 1 ]);
  return row.id;
}

export async function markOutboxMailSent(db: Queryable, id: number): Promise<void> {
  await db.query('UPDATE account_email_outbox SET sent_at = now() WHERE id = $1', [ id ]);
}

export async function markOutboxMailFailed(db: Queryable, id: number, reason: string): Promise<void> {
  await db.query('UPDATE account_email_outbox SET error = $2 WHERE id = $1', [ id, reason ]);
}
