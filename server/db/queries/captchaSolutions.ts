/** `captcha_used_solutions`: spent ALTCHA solutions, kept until their challenge expires (server/api/captcha/altcha.ts). */
import type { Queryable } from '..';

export async function deleteExpiredSolutions(db: Queryable): Promise<void> {
  await db.query('DELETE FROM captcha_used_solutions WHERE expires_at < now()');
}

/** Records a solution as spent until `expiresAt` (Unix seconds); false when it already was. */
export async function insertUsedSolution(db: Queryable, signature: string, expiresAt: number): Promise<boolean> {
  const rows = await db.query(`INSERT INTO captcha_used_solutions (signature, expires_at) VALUES ($1, to_timestamp($2))
    ON CONFLICT (signature) DO NOTHING RETURNING signature`, [ signature, expiresAt ]);
  return rows.length === 1;
}
