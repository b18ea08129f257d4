/** `account_sessions`: a row per session, holding the hash of its id only (server/account/session.ts). */
import type { Queryable } from '../..';

export interface SessionRow {
  user_id: number;
  csrf_token: string;
  id_token: string | null;
}

/** Stores a session, then deletes everyone's expired ones: no separate sweeper needed. */
export async function insertSession(db: Queryable, session: { idHash: string; userId: number; csrfToken: string; idToken: string | null; expiresAt: Date }):
Promise<void> {
  await db.query(
    `INSERT INTO account_sessions (id_hash, user_id, csrf_token, id_token, expires_at) VALUES ($1, $2, $3, $4, $5)`,
    [ session.idHash, session.userId, session.csrfToken, session.idToken, session.expiresAt ],
  );
  await db.query('DELETE FROM account_sessions WHERE expires_at < now()');
}

/** The live (unexpired) session whose id has this hash, or null. */
export async function findLiveSession(db: Queryable, idHash: string): Promise<SessionRow | null> {
  const [ row ] = await db.query<SessionRow>(
    'SELECT user_id, csrf_token, id_token FROM account_sessions WHERE id_hash = $1 AND expires_at > now()', [ idHash ]);
  return row ?? null;
}

export async function deleteSessionByHash(db: Queryable, idHash: string): Promise<void> {
  await db.query('DELETE FROM account_sessions WHERE id_hash = $1', [ idHash ]);
}
