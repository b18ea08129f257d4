-- The Etherscan-compatible `listcontracts` (GUIDE §11, repositories/etherscanContracts.ts):
-- contracts whose creation left no code (`filter=empty`), in the order the explorer first
-- saw them, without reading the other addresses.
CREATE INDEX addresses_empty_contracts ON addresses (inserted_at, hash) WHERE contract_code = '0x';
