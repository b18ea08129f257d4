-- Lookups of contract verification (server/verification, repositories/smartContracts.ts):
-- addresses with the same runtime code as a verified contract (clones) by a hash of the
-- code, so no code is compared beyond the few candidates; and the contracts counters.
CREATE INDEX addresses_code_md5 ON addresses (md5(contract_code)) WHERE contract_code IS NOT NULL;
CREATE INDEX addresses_contracts_inserted_at ON addresses (inserted_at) WHERE contract_code IS NOT NULL AND contract_code <> '0x';
