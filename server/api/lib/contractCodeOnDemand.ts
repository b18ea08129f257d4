/**
 * Code of an address asked for on demand, as Blockscout's on-demand contract-code fetcher
 * does: an address page opened before the indexer reached the contract's creation (catch-up
 * works top down, and contracts made by an inner call are known only once traced) would
 * call a contract an EOA and hide its Contract tab. When the database holds no code for an
 * address, the node is asked once (at most every minute per address, briefly); code found
 * is stored, and a proxy check requested, as the indexer would have done.
 */
import { createPublicClient, http, type Address, type Hex } from 'viem';

import type { Logger } from '../../common/logger';
import type { Queryable } from '../../db';
import { hasStoredCode, storeCodeIfMissing } from '../../db/queries/addressCode';
import { requestProxyChecks } from '../../indexer/proxies/requests';

/** How long a check of one address holds before the node is asked again. */
const RECHECK_AFTER_MS = 60_000;
/** The page waits no longer than this for the node. */
const NODE_TIMEOUT_MS = 2_000;
/** Addresses remembered as checked; the memory is dropped when it grows past this. */
const MAX_REMEMBERED = 10_000;

export interface ContractCodeOnDemand {
  /** Stores the node's code of `hash` (lower case) if the database has none; never throws. */
  ensure(hash: string): Promise<void>;
}

export function createContractCodeOnDemand(options: { db: Queryable; rpcUrl: string; logger: Logger }): ContractCodeOnDemand {
  const client = createPublicClient({ transport: http(options.rpcUrl, { timeout: NODE_TIMEOUT_MS, retryCount: 0 }) });
  const checkedAt = new Map<string, number>();
  const inFlight = new Map<string, Promise<void>>();

  async function check(hash: string) {
    if (await hasStoredCode(options.db, hash)) return;
    const code = await client.request({ method: 'eth_getCode', params: [ hash as Address, 'latest' ] }) as Hex;
    if (typeof code !== 'string' || !/^0x(?:[0-9a-fA-F]{2})+$/.test(code)) return;
    await storeCodeIfMissing(options.db, hash, code.toLowerCase());
    await requestProxyChecks(options.db, [ hash ]);
    options.logger.debug({ address: hash }, 'contract code stored on demand');
  }

  return {
    ensure(hash) {
      const running = inFlight.get(hash);
      if (running) return running;
      const last = checkedAt.get(hash);
      if (last !== undefined && Date.now() - last < RECHECK_AFTER_MS) return Promise.resolve();
      if (checkedAt.size >= MAX_REMEMBERED) checkedAt.clear();
      checkedAt.set(hash, Date.now());
      const task = check(hash)
        // The page shows what the database holds; the node being slow or down changes nothing else.
        .catch((error: unknown) => options.logger.debug({ err: error, address: hash }, 'on-demand contract code failed'))
        .finally(() => inFlight.delete(hash));
      inFlight.set(hash, task);
      return task;
    },
  };
}
