-- Verified contracts (GUIDE §5): what a verification proved, kept whole so the source, the
-- ABI and the settings can be shown and the contract compiled again. One row per address;
-- a re-verification replaces it. Not chain data: a reset of the chain keeps nothing of an
-- address that no longer exists, so these rows go with it (see resetChainData).

CREATE TABLE smart_contracts (
  address_hash text PRIMARY KEY,
  name text NOT NULL,
  -- 'solidity' | 'vyper' | 'yul'
  language text NOT NULL,
  -- Full solc version as Blockscout writes it, e.g. 'v0.8.28+commit.7893614a'.
  compiler_version text NOT NULL,
  evm_version text,
  optimization_enabled boolean NOT NULL,
  optimization_runs integer,
  -- The settings given to the compiler (standard-JSON `settings`, less outputSelection).
  compiler_settings jsonb NOT NULL DEFAULT '{}',
  -- The file that defines the contract, e.g. 'contracts/Vault.sol'.
  file_path text NOT NULL,
  abi jsonb NOT NULL,
  -- ABI-encoded constructor arguments (hex without the creation code), null when none.
  constructor_arguments text,
  -- [{name, address_hash}] of linked libraries.
  external_libraries jsonb NOT NULL DEFAULT '[]',
  -- SPDX-style licence key of GUIDE §5 (e.g. 'mit', 'none'), null when not given.
  license_type text,
  -- 'flattened-code' | 'standard-input' | 'multi-part' | 'vyper-code' | … | 'clone' (matched from another verified contract)
  verification_method text NOT NULL,
  -- 'full': the metadata hash matches too; 'partial': everything but the metadata hash.
  match_type text NOT NULL CHECK (match_type IN ('full', 'partial')),
  -- Set when this row was matched from another verified contract with identical runtime code.
  verified_from_address_hash text,
  verified_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX smart_contracts_verified_at ON smart_contracts (verified_at DESC, address_hash DESC);
CREATE INDEX smart_contracts_language ON smart_contracts (language, verified_at DESC, address_hash DESC);

-- Every source file of a verified contract, the main file included.
CREATE TABLE smart_contract_sources (
  address_hash text NOT NULL REFERENCES smart_contracts (address_hash) ON DELETE CASCADE,
  file_path text NOT NULL,
  content text NOT NULL,
  PRIMARY KEY (address_hash, file_path)
);

-- Proxy implementations detected from storage slots or code (EIP-1967 implementation and
-- beacon, EIP-1822, EIP-1167, the OpenZeppelin legacy slot), newest detection per proxy.
CREATE TABLE proxy_implementations (
  proxy_address_hash text PRIMARY KEY,
  -- 'eip1967' | 'eip1967_beacon' | 'eip1822' | 'eip1167' | 'oz_legacy' | 'unknown'
  proxy_type text NOT NULL,
  -- Implementation addresses, in order (a beacon proxy: the beacon's implementation).
  implementation_address_hashes text[] NOT NULL DEFAULT '{}',
  -- Height the slots were read at; a later `Upgraded`/`BeaconUpgraded` event triggers a re-read.
  checked_block_number bigint,
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX proxy_implementations_implementation ON proxy_implementations USING gin (implementation_address_hashes);
