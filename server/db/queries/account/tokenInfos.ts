/**
 * `token_info_submissions` (a verified address owner's project info for their token, and the
 * operator's review of it) and `token_infos` (the approved info the token page shows).
 */
import type { TokenInfoSubmissionStatus } from '../../../../types/api/admin';
import type { Queryable } from '../..';

export interface SubmissionRow {
  id: number;
  token_address: string;
  status: TokenInfoSubmissionStatus;
  fields: Record<string, string>;
  admin_comments: string;
  updated_at: Date;
}

const COLUMNS = 'id, token_address, status, fields, admin_comments, updated_at';

/** Every submission, or those of one status, oldest first (the operator's review). */
export async function listSubmissionRows(db: Queryable, status: string | null): Promise<SubmissionRow[]> {
  return db.query<SubmissionRow>(`SELECT ${ COLUMNS } FROM token_info_submissions WHERE ($1::text IS NULL OR status = $1) ORDER BY id`, [ status ]);
}

/** The user's submissions, or those of one status, newest first. */
export async function listUserSubmissions(db: Queryable, userId: number, status: string | null): Promise<SubmissionRow[]> {
  return db.query<SubmissionRow>(
    `SELECT ${ COLUMNS } FROM token_info_submissions WHERE user_id = $1 AND ($2::text IS NULL OR status = $2) ORDER BY id DESC`, [ userId, status ]);
}

export async function findUserSubmission(db: Queryable, userId: number, id: number): Promise<SubmissionRow | null> {
  const [ row ] = await db.query<SubmissionRow>(`SELECT ${ COLUMNS } FROM token_info_submissions WHERE user_id = $1 AND id = $2`, [ userId, id ]);
  return row ?? null;
}

export async function insertSubmission(db: Queryable, userId: number, tokenAddress: string, fields: Record<string, string>): Promise<SubmissionRow> {
  const [ row ] = await db.query<SubmissionRow>(
    `INSERT INTO token_info_submissions (user_id, token_address, fields) VALUES ($1, $2, $3) RETURNING ${ COLUMNS }`,
    [ userId, tokenAddress, JSON.stringify(fields) ]);
  return row;
}

/** An edit by its owner, which goes back to review; null when the submission is not the user's. */
export async function updateUserSubmission(db: Queryable, userId: number, id: number, tokenAddress: string, fields: Record<string, string>):
Promise<SubmissionRow | null> {
  const [ row ] = await db.query<SubmissionRow>(
    `UPDATE token_info_submissions SET token_address = $3, fields = $4, status = 'IN_PROCESS', updated_at = now()
     WHERE user_id = $1 AND id = $2 RETURNING ${ COLUMNS }`, [ userId, id, tokenAddress, JSON.stringify(fields) ]);
  return row ?? null;
}

/** The operator's decision; null for an unknown submission. */
export async function setSubmissionStatus(db: Queryable, id: number, status: TokenInfoSubmissionStatus, comment: string): Promise<SubmissionRow | null> {
  const [ row ] = await db.query<SubmissionRow>(
    `UPDATE token_info_submissions SET status = $2, admin_comments = $3, updated_at = now() WHERE id = $1 RETURNING ${ COLUMNS }`, [ id, status, comment ]);
  return row ?? null;
}

/** Publishes approved fields as the token's info, with the token's own name and symbol. */
export async function publishTokenInfo(db: Queryable, tokenAddress: string, fields: Record<string, string>): Promise<void> {
  await db.query(
    `INSERT INTO token_infos (token_address, fields) SELECT $1, $2::jsonb || jsonb_build_object('tokenName', k.name, 'tokenSymbol', k.symbol)
     FROM (SELECT 1) AS one LEFT JOIN tokens k ON k.contract_address_hash = $1
     ON CONFLICT (token_address) DO UPDATE SET fields = EXCLUDED.fields, updated_at = now()`, [ tokenAddress, JSON.stringify(fields) ]);
}

/** The published info of a token, or null. */
export async function findTokenInfoFields(db: Queryable, tokenAddress: string): Promise<Record<string, string | null> | null> {
  const [ row ] = await db.query<{ fields: Record<string, string | null> }>('SELECT fields FROM token_infos WHERE token_address = $1', [ tokenAddress ]);
  return row?.fields ?? null;
}
