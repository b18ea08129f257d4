/**
 * Undoing blocks that lost consensus: every row they added goes, and the current
 * balances and NFT owners they changed fall back to what the remaining blocks say.
 * @dev Runs inside the caller's transaction; the replacing branch is written by the
 * caller afterwards, so no row is lost or doubled.
 */
import type { Queryable } from '../db';
import { requestProxyChecksAfterReorg } from './proxies/requests';

const IN_HASHES = 'IN (SELECT json_array_elements_text($1::json))';

export async function undoBlocks(tx: Queryable, hashes: string[]): Promise<void> {
  if (hashes.length === 0) return;
  const lost = JSON.stringify(hashes);
  // Proxy slots read on the lost branch are read again (proxies/requests.ts).
  await requestProxyChecksAfterReorg(tx, hashes);
  await tx.query(`UPDATE blocks SET consensus = false, updated_at = now() WHERE hash ${ IN_HASHES }`, [ lost ]);

  // Contracts created by the lost transactions exist no more (unless mined again).
  await tx.query(`UPDATE addresses SET contract_code = NULL, creator_address_hash = NULL, creation_transaction_hash = NULL,
      creation_block_number = NULL, creation_succeeded = NULL, updated_at = now()
    WHERE creation_transaction_hash IN (SELECT hash FROM transactions WHERE block_hash ${ IN_HASHES })`, [ lost ]);

  const coinHolders = await tx.query<{ address_hash: string }>(
    `DELETE FROM address_coin_balances WHERE block_hash ${ IN_HASHES } RETURNING address_hash`, [ lost ]);
  await tx.query(`UPDATE addresses a SET fetched_coin_balance = latest.value, fetched_coin_balance_block_number = latest.block_number, updated_at = now()
    FROM (SELECT h.hash, b.value, b.block_number FROM (SELECT DISTINCT json_array_elements_text($1::json) AS hash) h
      LEFT JOIN LATERAL (SELECT value, block_number FROM address_coin_balances c WHERE c.address_hash = h.hash
        ORDER BY block_number DESC LIMIT 1) b ON true) latest
    WHERE a.hash = latest.hash`, [ JSON.stringify(coinHolders.map((row) => row.address_hash)) ]);

  const tokenKeys = await tx.query(`DELETE FROM address_token_balances WHERE block_hash ${ IN_HASHES }
    RETURNING address_hash, token_contract_address_hash, token_id`, [ lost ]);
  await restoreCurrentTokenBalances(tx, tokenKeys);

  const nfts = await tx.query(`DELETE FROM token_transfers WHERE block_hash ${ IN_HASHES }
    RETURNING token_contract_address_hash, token_id, token_type`, [ lost ]);
  await restoreNftOwners(tx, nfts.filter((row) => row.token_type === 'ERC-721'));
  await forgetUnmintedInstances(tx, nfts.filter((row) => row.token_id !== null));

  for (const table of [ 'logs', 'internal_transactions', 'withdrawals', 'transactions' ]) {
    await tx.query(`DELETE FROM ${ table } WHERE block_hash ${ IN_HASHES }`, [ lost ]);
  }

  const tokens = [ ...new Set([ ...tokenKeys, ...nfts ].map((row) => row.token_contract_address_hash as string)) ];
  if (tokens.length > 0) {
    // Supplies may have changed with the lost blocks: read them again (tokenMetadata.ts).
    await tx.query(`UPDATE tokens SET metadata_fetched_at = NULL, metadata_retry_at = NULL, total_supply_block_number = NULL,
        holders_count = (SELECT count(DISTINCT address_hash) FROM address_current_token_balances b
          WHERE b.token_contract_address_hash = tokens.contract_address_hash AND b.value > 0)
      WHERE contract_address_hash IN (SELECT json_array_elements_text($1::json))`, [ JSON.stringify(tokens) ]);
  }
}

async function restoreCurrentTokenBalances(tx: Queryable, keys: Array<Record<string, unknown>>) {
  if (keys.length === 0) return;
  const json = JSON.stringify(keys);
  const keyJoin = `c.address_hash = k.address_hash AND c.token_contract_address_hash = k.token_contract_address_hash
    AND COALESCE(c.token_id, -1) = COALESCE(k.token_id, -1)`;
  await tx.query(`DELETE FROM address_current_token_balances c
    USING json_populate_recordset(NULL::address_token_balances, $1::json) k WHERE ${ keyJoin }`, [ json ]);
  await tx.query(`INSERT INTO address_current_token_balances (address_hash, token_contract_address_hash, token_id, token_type, value, block_number)
    SELECT DISTINCT ON (c.address_hash, c.token_contract_address_hash, COALESCE(c.token_id, -1))
      c.address_hash, c.token_contract_address_hash, c.token_id, c.token_type, c.value, c.block_number
    FROM address_token_balances c
    JOIN (SELECT DISTINCT address_hash, token_contract_address_hash, token_id
      FROM json_populate_recordset(NULL::address_token_balances, $1::json)) k ON ${ keyJoin }
    ORDER BY c.address_hash, c.token_contract_address_hash, COALESCE(c.token_id, -1), c.block_number DESC`, [ json ]);
}

/** NFTs whose every transfer was in lost blocks were never minted on the chain that stays. */
async function forgetUnmintedInstances(tx: Queryable, instances: Array<Record<string, unknown>>) {
  if (instances.length === 0) return;
  await tx.query(`DELETE FROM token_instances i
    USING (SELECT DISTINCT token_contract_address_hash, token_id FROM json_populate_recordset(NULL::token_transfers, $1::json)) k
    WHERE i.token_contract_address_hash = k.token_contract_address_hash AND i.token_id = k.token_id
      AND NOT EXISTS (SELECT 1 FROM token_transfers t
        WHERE t.token_contract_address_hash = k.token_contract_address_hash AND t.token_id = k.token_id)`, [ JSON.stringify(instances) ]);
}

async function restoreNftOwners(tx: Queryable, instances: Array<Record<string, unknown>>) {
  if (instances.length === 0) return;
  await tx.query(`UPDATE token_instances i SET owner_address_hash = t.to_address_hash,
      owner_block_number = t.block_number, owner_log_index = t.log_index
    FROM (SELECT DISTINCT token_contract_address_hash, token_id FROM json_populate_recordset(NULL::token_transfers, $1::json)) k
    LEFT JOIN LATERAL (SELECT to_address_hash, block_number, log_index FROM token_transfers t
      WHERE t.token_contract_address_hash = k.token_contract_address_hash AND t.token_id = k.token_id
      ORDER BY block_number DESC, log_index DESC LIMIT 1) t ON true
    WHERE i.token_contract_address_hash = k.token_contract_address_hash AND i.token_id = k.token_id`, [ JSON.stringify(instances) ]);
}
