/**
 * Requests for a proxy check, made by the writers inside their own transactions so a
 * request is never lost between a commit and a crash. A requested row has
 * `checked_block_number IS NULL`; the detector (`detector.ts`) answers it.
 */
import type { Queryable } from '../../db';
import { UPGRADED_TOPIC, UPGRADE_TOPICS } from './patterns';

const MARK = 'checked_block_number = NULL, requested_checks = proxy_implementations.requested_checks + 1, updated_at = now()';

/** Asks for a check of each address (new contracts, proxies that announced an upgrade). */
export async function requestProxyChecks(tx: Queryable, addresses: Iterable<string>): Promise<void> {
  const unique = [ ...new Set(addresses) ];
  if (unique.length === 0) return;
  await tx.query(`INSERT INTO proxy_implementations (proxy_address_hash, proxy_type, requested_checks)
    SELECT DISTINCT json_array_elements_text($1::json), 'unknown', 1
    ON CONFLICT (proxy_address_hash) DO UPDATE SET ${ MARK }`, [ JSON.stringify(unique) ]);
}

interface LogRow {
  address_hash?: unknown;
  first_topic?: unknown;
}

/**
 * Re-checks the emitters of `Upgraded`/`BeaconUpgraded` logs, known proxies or not, and
 * the beacon proxies whose beacon emitted `Upgraded`.
 */
export async function requestProxyChecksForLogs(tx: Queryable, logs: LogRow[]): Promise<void> {
  const upgrades = logs.filter((log) => UPGRADE_TOPICS.includes(String(log.first_topic)));
  if (upgrades.length === 0) return;
  await requestProxyChecks(tx, upgrades.map((log) => String(log.address_hash)));
  const beacons = [ ...new Set(upgrades.filter((log) => log.first_topic === UPGRADED_TOPIC).map((log) => String(log.address_hash))) ];
  await tx.query(`UPDATE proxy_implementations SET ${ MARK }
    WHERE beacon_address_hash IN (SELECT json_array_elements_text($1::json))`, [ JSON.stringify(beacons) ]);
}

/**
 * After blocks lost consensus, every answer read at or above the lowest lost height may
 * describe the lost branch: those are checked again. So are the checks still waiting: the
 * detector may be reading one on the lost branch at this moment, and bumping
 * `requested_checks` makes it drop that answer instead of storing it. Call before the
 * blocks are undone.
 */
export async function requestProxyChecksAfterReorg(tx: Queryable, lostHashes: string[]): Promise<void> {
  if (lostHashes.length === 0) return;
  await tx.query(`UPDATE proxy_implementations SET ${ MARK }
    WHERE checked_block_number IS NULL
      OR checked_block_number >= (SELECT min(number) FROM blocks WHERE hash IN (SELECT json_array_elements_text($1::json)))`,
  [ JSON.stringify(lostHashes) ]);
}
