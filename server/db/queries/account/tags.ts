/** `account_address_tags` and `account_transaction_tags`: a user's private tags. */
import type { Queryable } from '../..';

export interface AddressTagRow { id: number; address_hash: string; name: string }
export interface TransactionTagRow { id: number; transaction_hash: string; name: string }

type TagKind = { table: 'account_address_tags'; column: 'address_hash' } | { table: 'account_transaction_tags'; column: 'transaction_hash' };
export const ADDRESS_TAGS: TagKind = { table: 'account_address_tags', column: 'address_hash' };
export const TRANSACTION_TAGS: TagKind = { table: 'account_transaction_tags', column: 'transaction_hash' };

export async function listTags<T>(db: Queryable, kind: TagKind, userId: number, limit: number, beforeId?: number): Promise<T[]> {
  return db.query<T & object>(
    `SELECT id, ${ kind.column }, name FROM ${ kind.table } WHERE user_id = $1 AND ($2::bigint IS NULL OR id < $2)
     ORDER BY id DESC LIMIT $3`, [ userId, beforeId ?? null, limit ]) as Promise<T[]>;
}

/** Null when this user already tagged the same address or transaction. */
export async function insertTag<T>(db: Queryable, kind: TagKind, userId: number, subject: string, name: string): Promise<T | null> {
  const [ row ] = await db.query<T & object>(
    `INSERT INTO ${ kind.table } (user_id, ${ kind.column }, name) VALUES ($1, $2, $3)
     ON CONFLICT (user_id, ${ kind.column }) DO NOTHING RETURNING id, ${ kind.column }, name`, [ userId, subject, name ]);
  return row ?? null;
}

export async function updateTag<T>(db: Queryable, kind: TagKind, userId: number, id: number, subject: string, name: string):
Promise<T | null | 'duplicate'> {
  const [ clash ] = await db.query(`SELECT 1 FROM ${ kind.table } WHERE user_id = $1 AND ${ kind.column } = $2 AND id <> $3`,
    [ userId, subject, id ]);
  if (clash) return 'duplicate';
  const [ row ] = await db.query<T & object>(
    `UPDATE ${ kind.table } SET ${ kind.column } = $3, name = $4 WHERE user_id = $1 AND id = $2 RETURNING id, ${ kind.column }, name`,
    [ userId, id, subject, name ]);
  return row ?? null;
}

/** This user's private tags and watch-list names of one address (the tags lookup of GUIDE §9). */
export async function addressLabels(db: Queryable, userId: number, addressHash: string):
Promise<{ tags: string[]; watchlist: Array<{ id: number; name: string }> }> {
  const tags = await db.query<{ name: string }>('SELECT name FROM account_address_tags WHERE user_id = $1 AND address_hash = $2',
    [ userId, addressHash ]);
  const watchlist = await db.query<{ id: number; name: string }>('SELECT id, name FROM account_watchlist WHERE user_id = $1 AND address_hash = $2',
    [ userId, addressHash ]);
  return { tags: tags.map((row) => row.name), watchlist: watchlist.map((row) => ({ id: Number(row.id), name: row.name })) };
}

export async function transactionLabel(db: Queryable, userId: number, transactionHash: string): Promise<string | null> {
  const [ row ] = await db.query<{ name: string }>('SELECT name FROM account_transaction_tags WHERE user_id = $1 AND transaction_hash = $2',
    [ userId, transactionHash ]);
  return row?.name ?? null;
}
