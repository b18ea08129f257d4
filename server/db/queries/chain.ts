/**
 * Facts about the chain as a whole that several serializers need once per request.
 */
import type { Queryable } from '..';

/** Blocks the average block time is taken over. */
const AVERAGE_WINDOW_BLOCKS = 100;

/** The newest consensus block and the recent average time between blocks. */
export interface ChainHead {
  /** Null while the database holds no block. */
  number: number | null;
  /** Null with fewer than two blocks. */
  averageBlockTimeMs: number | null;
}

/** Reads the head and the average block time over the last {@link AVERAGE_WINDOW_BLOCKS} blocks. */
export async function readChainHead(db: Queryable): Promise<ChainHead> {
  const [ row ] = await db.query<{ number: number | null; average_ms: string | number | null }>(`SELECT h.number,
      EXTRACT(EPOCH FROM (h.timestamp - o.timestamp)) * 1000 / NULLIF(h.number - o.number, 0) AS average_ms
    FROM (SELECT number, timestamp FROM blocks WHERE consensus ORDER BY number DESC LIMIT 1) h
    LEFT JOIN LATERAL (SELECT number, timestamp FROM blocks WHERE consensus AND number >= h.number - $1
      ORDER BY number LIMIT 1) o ON true`, [ AVERAGE_WINDOW_BLOCKS ]);
  if (!row) return { number: null, averageBlockTimeMs: null };
  return { number: row.number, averageBlockTimeMs: row.average_ms === null ? null : Math.round(Number(row.average_ms)) };
}
