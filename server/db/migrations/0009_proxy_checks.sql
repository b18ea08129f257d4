-- Proxy detection as a queue (server/indexer/proxies): a row whose checked_block_number is
-- NULL is due for a (re-)check. Writers mark a row when a contract is created, when an
-- `Upgraded`/`BeaconUpgraded` log is written, and after a reorg; the detector reads the
-- slots at the head and stores the answer. A contract that is no proxy keeps a row with
-- proxy_type 'unknown' and no implementation, so it is not checked again and again.

-- The beacon of an EIP-1967 beacon proxy: an `Upgraded` log of the beacon re-checks its proxies.
ALTER TABLE proxy_implementations ADD COLUMN beacon_address_hash text;
-- Bumped by every request for a check: an answer read before a newer request is not stored.
ALTER TABLE proxy_implementations ADD COLUMN requested_checks integer NOT NULL DEFAULT 0;

CREATE INDEX proxy_implementations_pending ON proxy_implementations (updated_at) WHERE checked_block_number IS NULL;
CREATE INDEX proxy_implementations_beacon ON proxy_implementations (beacon_address_hash) WHERE beacon_address_hash IS NOT NULL;

-- Contracts indexed before detection existed are checked once.
INSERT INTO proxy_implementations (proxy_address_hash, proxy_type)
  SELECT hash, 'unknown' FROM addresses WHERE contract_code IS NOT NULL
  ON CONFLICT (proxy_address_hash) DO NOTHING;
