/**
 * The proxy stage: answers the check requests of `requests.ts` by reading each contract's
 * code and proxy slots at the head (`detect.ts`) and storing the kind of proxy, its
 * implementations and the height read.
 *
 * A node that could not answer is never stored as "not a proxy": that contract stays
 * requested and is tried again after a growing pause (kept in memory; a restart simply
 * tries it again). An answer is stored only if no newer request came while it was read
 * (`requested_checks` unchanged), so an upgrade written meanwhile is not overwritten.
 */
import type { Address } from 'viem';

import { toJson } from '../../db';
import type { IndexerContext } from '../context';
import { createPostponed } from '../utils/postponed';
import { detectProxy, type ProxyDetection } from './detect';

const BATCH_CONTRACTS = 50;

interface Requested {
  proxy_address_hash: Address;
  requested_checks: number;
}

export interface ProxyDetector {
  /** Checks up to {@link BATCH_CONTRACTS} requested contracts; resolves to how many it tried. */
  step(): Promise<number>;
}

export function createProxyDetector(ctx: IndexerContext): ProxyDetector {
  /** Contracts whose reads failed. */
  const postponed = createPostponed();

  async function step(): Promise<number> {
    const head = ctx.head.number;
    if (head === null) return 0;
    const waiting = postponed.waiting();
    const requested = await ctx.db.query<Requested>(`SELECT proxy_address_hash, requested_checks FROM proxy_implementations
      WHERE checked_block_number IS NULL AND proxy_address_hash <> ALL (SELECT json_array_elements_text($1::json))
      ORDER BY updated_at LIMIT ${ BATCH_CONTRACTS }`, [ JSON.stringify(waiting) ]);
    if (requested.length === 0) return 0;

    const outcomes = await Promise.allSettled(requested.map((row) => detectProxy(ctx.rpc, row.proxy_address_hash, head)));
    const answers: Array<Requested & { detection: ProxyDetection }> = [];
    outcomes.forEach((outcome, index) => {
      const row = requested[index];
      if (outcome.status === 'fulfilled') {
        postponed.forget(row.proxy_address_hash);
        answers.push({ ...row, detection: outcome.value });
      } else {
        postponed.failed(row.proxy_address_hash);
      }
    });
    if (answers.length > 0) await ctx.writeLock.run(() => storeAnswers(ctx, answers, head));
    const failed = outcomes.find((outcome) => outcome.status === 'rejected') as PromiseRejectedResult | undefined;
    if (failed) {
      ctx.logger.debug({ contracts: requested.length - answers.length, err: (failed.reason as Error).message },
        'proxy checks postponed: the node could not answer');
    }
    ctx.logger.debug({ contracts: answers.length, head: Number(head) }, 'proxies checked');
    return requested.length;
  }

  return { step };
}

async function storeAnswers(ctx: IndexerContext, answers: Array<Requested & { detection: ProxyDetection }>, head: bigint) {
  const rows = answers.map(({ proxy_address_hash, requested_checks, detection }) => ({
    proxy_address_hash,
    requested_checks,
    proxy_type: detection.proxyType,
    implementation_address_hashes: detection.implementations.map((address) => address.toLowerCase()),
    beacon_address_hash: detection.beacon?.toLowerCase() ?? null,
    checked_block_number: head,
  }));
  await ctx.db.query(`UPDATE proxy_implementations p SET proxy_type = r.proxy_type,
      implementation_address_hashes = r.implementation_address_hashes, beacon_address_hash = r.beacon_address_hash,
      checked_block_number = r.checked_block_number, updated_at = now()
    FROM json_populate_recordset(NULL::proxy_implementations, $1::json) r
    WHERE p.proxy_address_hash = r.proxy_address_hash AND p.requested_checks = r.requested_checks`, [ toJson(rows) ]);
}
