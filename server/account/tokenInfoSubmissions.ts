/**
 * Token-info submissions (the admin service of GUIDE §8), served by this API under `/admin`:
 * the owner of a verified address submits its token's project info; an operator reviews it
 * (`reviewSubmission`, run by `npm run admin`), and an approved one is what the token page shows.
 */
import { getAddress } from 'viem';

import type { TokenInfoSubmission, TokenInfoSubmissionStatus } from '../../types/api/admin';
import type { Queryable } from '../db';
import { listSubmissionRows, publishTokenInfo, setSubmissionStatus, type SubmissionRow } from '../db/queries/account/tokenInfos';
import { TOKEN_INFO_LINK_FIELDS, TOKEN_INFO_TICKER_FIELDS } from './contractsInfo';
import { BodyReader, TEXT_MAX_LENGTH } from './validation';

export const PROJECT_SECTORS = [ 'Bridge', 'CEX', 'DeFi', 'DAO', 'Gaming', 'Infra', 'Lending', 'NFT', 'Payments', 'RWA', 'Social', 'Stablecoin', 'Wallet', 'Other' ];
export const REVIEW_STATUSES = [ 'APPROVED', 'REJECTED', 'UPDATE_REQUIRED' ] as const;
export const STATUSES: TokenInfoSubmissionStatus[] = [ 'IN_PROCESS', ...REVIEW_STATUSES ];

export function serialize(row: SubmissionRow): TokenInfoSubmission {
  return { ...row.fields, id: String(row.id), tokenAddress: getAddress(row.token_address), status: row.status, adminComments: row.admin_comments,
    updatedAt: new Date(row.updated_at).toISOString() } as TokenInfoSubmission;
}

/** The form's fields, checked; 422 names each wrong one. */
export function readSubmission(body: unknown): { tokenAddress: string; fields: Record<string, string> } {
  const submission = (body as { submission?: unknown } | undefined)?.submission;
  const reader = new BodyReader(submission);
  const tokenAddress = reader.address('tokenAddress');
  const fields: Record<string, string> = {
    requesterName: reader.text('requesterName', 100),
    requesterEmail: reader.email('requesterEmail'),
    projectName: reader.text('projectName', 100, { optional: true }),
    projectWebsite: reader.url('projectWebsite'),
    projectEmail: reader.email('projectEmail'),
    iconUrl: reader.url('iconUrl'),
    projectDescription: reader.text('projectDescription', TEXT_MAX_LENGTH),
    projectSector: reader.text('projectSector', 40, { optional: true }),
    comment: reader.text('comment', TEXT_MAX_LENGTH, { optional: true }),
  };
  if (fields.projectSector && !PROJECT_SECTORS.includes(fields.projectSector)) reader.fail('projectSector', `must be one of ${ PROJECT_SECTORS.join(', ') }`);
  for (const name of TOKEN_INFO_LINK_FIELDS) fields[name] = reader.url(name, { optional: true });
  for (const name of TOKEN_INFO_TICKER_FIELDS) fields[name] = reader.text(name, 60, { optional: true });
  reader.done();
  // Empty optional fields are left out, so the token page shows only what was given.
  return { tokenAddress, fields: Object.fromEntries(Object.entries(fields).filter(([ , value ]) => value !== '')) };
}

/**
 * An operator's decision. APPROVED publishes the fields as the token's info (with the token's
 * own name and symbol); the owner sees the status and the comment.
 */
export async function reviewSubmission(db: Queryable, id: number, status: typeof REVIEW_STATUSES[number], comment = ''): Promise<TokenInfoSubmission | null> {
  const row = await setSubmissionStatus(db, id, status, comment);
  if (!row) return null;
  if (status === 'APPROVED') await publishTokenInfo(db, row.token_address, row.fields);
  return serialize(row);
}

export async function listSubmissions(db: Queryable, status?: string): Promise<TokenInfoSubmission[]> {
  const rows = await listSubmissionRows(db, status ?? null);
  return rows.map(serialize);
}
