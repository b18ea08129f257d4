/** `account_public_tag_requests`: a user's requests for public tags. */
import type { Queryable } from '../..';

export interface PublicTagRow {
  id: number;
  full_name: string;
  email: string;
  company: string;
  website: string;
  tags: string;
  addresses: string[];
  additional_comment: string;
  is_owner: boolean;
  submission_date: Date;
}

export type PublicTagFields = Omit<PublicTagRow, 'id' | 'submission_date'>;

const PUBLIC_TAG_COLUMNS = 'id, full_name, email, company, website, tags, addresses, additional_comment, is_owner, submission_date';

/** Newest first, bounded by the user's limit (the API answers it as one array). */
export async function listPublicTags(db: Queryable, userId: number, limit: number): Promise<PublicTagRow[]> {
  return db.query<PublicTagRow>(
    `SELECT ${ PUBLIC_TAG_COLUMNS } FROM account_public_tag_requests WHERE user_id = $1 ORDER BY id DESC LIMIT $2`, [ userId, limit ]);
}

export async function insertPublicTag(db: Queryable, userId: number, fields: PublicTagFields): Promise<PublicTagRow> {
  const [ row ] = await db.query<PublicTagRow>(
    `INSERT INTO account_public_tag_requests (user_id, full_name, email, company, website, tags, addresses, additional_comment, is_owner)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9) RETURNING ${ PUBLIC_TAG_COLUMNS }`,
    [ userId, fields.full_name, fields.email, fields.company, fields.website, fields.tags, fields.addresses, fields.additional_comment, fields.is_owner ]);
  return row;
}

export async function updatePublicTag(db: Queryable, userId: number, id: number, fields: PublicTagFields): Promise<PublicTagRow | null> {
  const [ row ] = await db.query<PublicTagRow>(
    `UPDATE account_public_tag_requests SET full_name = $3, email = $4, company = $5, website = $6, tags = $7, addresses = $8,
       additional_comment = $9, is_owner = $10 WHERE user_id = $1 AND id = $2 RETURNING ${ PUBLIC_TAG_COLUMNS }`,
    [ userId, id, fields.full_name, fields.email, fields.company, fields.website, fields.tags, fields.addresses, fields.additional_comment, fields.is_owner ]);
  return row ?? null;
}
