-- Chain data written by the indexer. Hashes and addresses are lower-case 0x hex text;
-- amounts are numeric (wei and raw token units); heights are bigint.
-- Every child row carries the hash of its block, so a block that loses consensus can be
-- undone exactly (see server/indexer/reorg.ts).

CREATE TABLE blocks (
  hash text PRIMARY KEY,
  number bigint NOT NULL,
  parent_hash text NOT NULL,
  consensus boolean NOT NULL DEFAULT true,
  timestamp timestamptz NOT NULL,
  miner_hash text NOT NULL,
  gas_used numeric(100) NOT NULL,
  gas_limit numeric(100) NOT NULL,
  base_fee_per_gas numeric(100),
  difficulty numeric(100),
  total_difficulty numeric(100),
  size integer,
  nonce text NOT NULL,
  extra_data text,
  state_root text,
  transactions_count integer NOT NULL,
  withdrawals_count integer,
  uncles jsonb NOT NULL DEFAULT '[]',
  blob_gas_used numeric(100),
  excess_blob_gas numeric(100),
  burnt_fees numeric(100) NOT NULL DEFAULT 0,
  priority_fees numeric(100) NOT NULL DEFAULT 0,
  transaction_fees numeric(100) NOT NULL DEFAULT 0,
  internal_transactions_indexed boolean NOT NULL DEFAULT false,
  inserted_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
-- At most one consensus block per height: the invariant the reorg logic keeps.
CREATE UNIQUE INDEX blocks_consensus_number ON blocks (number DESC) WHERE consensus;
CREATE INDEX blocks_lost_number ON blocks (number DESC) WHERE NOT consensus;
CREATE INDEX blocks_miner_number ON blocks (miner_hash, number DESC) WHERE consensus;
CREATE INDEX blocks_internal_pending ON blocks (number DESC) WHERE consensus AND NOT internal_transactions_indexed;
CREATE INDEX blocks_timestamp ON blocks (timestamp) WHERE consensus;

CREATE TABLE transactions (
  hash text PRIMARY KEY,
  -- NULL block: pending (seen in the mempool, not mined yet).
  block_hash text,
  block_number bigint,
  index integer,
  block_timestamp timestamptz,
  from_address_hash text NOT NULL,
  to_address_hash text,
  created_contract_address_hash text,
  value numeric(100) NOT NULL,
  gas_limit numeric(100) NOT NULL,
  gas_price numeric(100),
  max_fee_per_gas numeric(100),
  max_priority_fee_per_gas numeric(100),
  gas_used numeric(100),
  cumulative_gas_used numeric(100),
  nonce bigint NOT NULL,
  type integer,
  input text NOT NULL,
  -- First four bytes of the input ('0x' + 8 hex) when it has them: the method filter.
  method_id text,
  -- 1 success, 0 failure, NULL pending.
  status smallint,
  -- Failure text ('Reverted', 'out of gas', …) and raw revert data, filled from traces.
  error text,
  revert_reason text,
  has_error_in_internal_transactions boolean,
  v text,
  r text,
  s text,
  y_parity integer,
  authorization_list jsonb,
  logs_count integer NOT NULL DEFAULT 0,
  inserted_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX transactions_block_order ON transactions (block_number DESC, index DESC) WHERE block_hash IS NOT NULL;
CREATE INDEX transactions_block_hash ON transactions (block_hash, index);
CREATE INDEX transactions_pending ON transactions (inserted_at DESC, hash DESC) WHERE block_hash IS NULL;
CREATE INDEX transactions_from ON transactions (from_address_hash, block_number DESC, index DESC);
CREATE INDEX transactions_to ON transactions (to_address_hash, block_number DESC, index DESC);
CREATE INDEX transactions_created ON transactions (created_contract_address_hash, block_number DESC, index DESC)
  WHERE created_contract_address_hash IS NOT NULL;
CREATE INDEX transactions_method ON transactions (method_id, block_number DESC, index DESC) WHERE block_hash IS NOT NULL;

CREATE TABLE logs (
  block_hash text NOT NULL,
  index integer NOT NULL,
  block_number bigint NOT NULL,
  transaction_hash text NOT NULL,
  transaction_index integer NOT NULL,
  address_hash text NOT NULL,
  first_topic text,
  second_topic text,
  third_topic text,
  fourth_topic text,
  data text NOT NULL,
  PRIMARY KEY (block_hash, index)
);
CREATE INDEX logs_transaction ON logs (transaction_hash, index);
CREATE INDEX logs_address ON logs (address_hash, block_number DESC, index DESC);
CREATE INDEX logs_order ON logs (block_number DESC, index DESC);

-- One row per token moved: an ERC-1155 TransferBatch log gives one row per id
-- (batch_index 0, 1, …); every other transfer has batch_index 0.
CREATE TABLE token_transfers (
  block_hash text NOT NULL,
  log_index integer NOT NULL,
  batch_index integer NOT NULL DEFAULT 0,
  is_batch boolean NOT NULL DEFAULT false,
  block_number bigint NOT NULL,
  block_timestamp timestamptz,
  transaction_hash text NOT NULL,
  transaction_index integer NOT NULL,
  token_contract_address_hash text NOT NULL,
  token_type text NOT NULL,
  from_address_hash text NOT NULL,
  to_address_hash text NOT NULL,
  amount numeric(100),
  token_id numeric(100),
  PRIMARY KEY (block_hash, log_index, batch_index)
);
CREATE INDEX token_transfers_order ON token_transfers (block_number DESC, log_index DESC, batch_index DESC);
CREATE INDEX token_transfers_transaction ON token_transfers (transaction_hash, log_index, batch_index);
CREATE INDEX token_transfers_token ON token_transfers (token_contract_address_hash, block_number DESC, log_index DESC, batch_index DESC);
CREATE INDEX token_transfers_token_id ON token_transfers (token_contract_address_hash, token_id, block_number DESC, log_index DESC, batch_index DESC);
CREATE INDEX token_transfers_from ON token_transfers (from_address_hash, block_number DESC, log_index DESC, batch_index DESC);
CREATE INDEX token_transfers_to ON token_transfers (to_address_hash, block_number DESC, log_index DESC, batch_index DESC);

-- Every frame of every traced transaction, the root (index 0) included: the internal
-- transactions lists skip the root, the raw trace uses all of them.
CREATE TABLE internal_transactions (
  block_hash text NOT NULL,
  transaction_index integer NOT NULL,
  index integer NOT NULL,
  block_number bigint NOT NULL,
  transaction_hash text NOT NULL,
  type text NOT NULL,
  call_type text,
  from_address_hash text NOT NULL,
  to_address_hash text,
  created_contract_address_hash text,
  value numeric(100) NOT NULL,
  gas numeric(100),
  gas_used numeric(100),
  input text,
  output text,
  error text,
  trace_address jsonb NOT NULL,
  subtraces integer NOT NULL,
  PRIMARY KEY (block_hash, transaction_index, index)
);
CREATE INDEX internal_transactions_transaction ON internal_transactions (transaction_hash, index);
CREATE INDEX internal_transactions_order ON internal_transactions (block_number DESC, transaction_index DESC, index DESC) WHERE index > 0;
CREATE INDEX internal_transactions_from ON internal_transactions (from_address_hash, block_number DESC, transaction_index DESC, index DESC) WHERE index > 0;
CREATE INDEX internal_transactions_to ON internal_transactions (to_address_hash, block_number DESC, transaction_index DESC, index DESC) WHERE index > 0;
CREATE INDEX internal_transactions_created ON internal_transactions (created_contract_address_hash, block_number DESC, transaction_index DESC, index DESC)
  WHERE created_contract_address_hash IS NOT NULL;

CREATE TABLE withdrawals (
  block_hash text NOT NULL,
  index bigint NOT NULL,
  block_number bigint NOT NULL,
  validator_index bigint NOT NULL,
  address_hash text NOT NULL,
  -- Wei (the node reports gwei).
  amount numeric(100) NOT NULL,
  PRIMARY KEY (block_hash, index)
);
CREATE INDEX withdrawals_order ON withdrawals (index DESC);
CREATE INDEX withdrawals_address ON withdrawals (address_hash, index DESC);

CREATE TABLE addresses (
  hash text PRIMARY KEY,
  -- Balance at fetched_coin_balance_block_number, the newest block that touched it.
  fetched_coin_balance numeric(100),
  fetched_coin_balance_block_number bigint,
  contract_code text,
  creator_address_hash text,
  creation_transaction_hash text,
  creation_block_number bigint,
  -- false: the creating transaction failed, so no code exists.
  creation_succeeded boolean,
  inserted_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX addresses_top ON addresses (fetched_coin_balance DESC NULLS LAST, hash DESC);

-- Coin balance history: one row per address and block that touched it.
CREATE TABLE address_coin_balances (
  address_hash text NOT NULL,
  block_number bigint NOT NULL,
  block_hash text NOT NULL,
  block_timestamp timestamptz NOT NULL,
  value numeric(100) NOT NULL,
  PRIMARY KEY (address_hash, block_number)
);
CREATE INDEX address_coin_balances_block ON address_coin_balances (block_hash);

-- Token balance history per block (state changes) and current balances (holders, tokens
-- of an address). ERC-20 and ERC-721 rows have no token id; ERC-1155 rows have one.
CREATE TABLE address_token_balances (
  address_hash text NOT NULL,
  token_contract_address_hash text NOT NULL,
  token_id numeric(100),
  block_number bigint NOT NULL,
  block_hash text NOT NULL,
  token_type text NOT NULL,
  value numeric(100) NOT NULL
);
CREATE UNIQUE INDEX address_token_balances_key
  ON address_token_balances (address_hash, token_contract_address_hash, (COALESCE(token_id, -1)), block_number);
CREATE INDEX address_token_balances_block ON address_token_balances (block_hash);

CREATE TABLE address_current_token_balances (
  address_hash text NOT NULL,
  token_contract_address_hash text NOT NULL,
  token_id numeric(100),
  token_type text NOT NULL,
  value numeric(100) NOT NULL,
  block_number bigint NOT NULL,
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX address_current_token_balances_key
  ON address_current_token_balances (address_hash, token_contract_address_hash, (COALESCE(token_id, -1)));
CREATE INDEX address_current_token_balances_holders
  ON address_current_token_balances (token_contract_address_hash, value DESC, address_hash) WHERE value > 0;
CREATE INDEX address_current_token_balances_address
  ON address_current_token_balances (address_hash, token_type, value DESC) WHERE value > 0;

CREATE TABLE tokens (
  contract_address_hash text PRIMARY KEY,
  type text NOT NULL,
  name text,
  symbol text,
  decimals numeric(100),
  total_supply numeric(100),
  total_supply_block_number bigint,
  holders_count integer NOT NULL DEFAULT 0,
  icon_url text,
  -- NULL until name, symbol, decimals and supply were read from the contract.
  metadata_fetched_at timestamptz,
  inserted_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX tokens_holders ON tokens (holders_count DESC, contract_address_hash);
CREATE INDEX tokens_metadata_pending ON tokens (inserted_at) WHERE metadata_fetched_at IS NULL;

CREATE TABLE token_instances (
  token_contract_address_hash text NOT NULL,
  token_id numeric(100) NOT NULL,
  -- ERC-721 owner, from the newest transfer; NULL for ERC-1155 (see holders).
  owner_address_hash text,
  owner_block_number bigint,
  owner_log_index integer,
  token_uri text,
  metadata jsonb,
  image_url text,
  animation_url text,
  external_url text,
  media_url text,
  media_type text,
  metadata_error text,
  fetch_attempts integer NOT NULL DEFAULT 0,
  metadata_fetched_at timestamptz,
  inserted_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (token_contract_address_hash, token_id)
);
CREATE INDEX token_instances_owner ON token_instances (owner_address_hash, token_contract_address_hash, token_id);
CREATE INDEX token_instances_pending ON token_instances (inserted_at) WHERE metadata_fetched_at IS NULL;

-- Small facts the indexer keeps between runs (chain head, trace capabilities).
CREATE TABLE indexer_state (
  key text PRIMARY KEY,
  value jsonb NOT NULL,
  updated_at timestamptz NOT NULL DEFAULT now()
);
