-- The rollup (OP stack) stage's rows: what it read on L1 (server/indexer/rollup). Each L1 row
-- keeps its L1 block's hash, so an L1 reorg removes exactly the rows of the lost blocks.
-- Withdrawals start on L2 and are read from `logs` (MessagePassed of the message passer).

-- TransactionDeposited on the portal; `l2_transaction_hash` is the deposit transaction's hash as
-- OP derives it (type 0x7e), `source_hash` what it is derived from.
CREATE TABLE op_deposits (
  l1_block_hash text NOT NULL,
  l1_log_index integer NOT NULL,
  l1_block_number bigint NOT NULL,
  l1_block_timestamp timestamptz NOT NULL,
  l1_transaction_hash text NOT NULL,
  l1_transaction_origin text NOT NULL,
  source_hash text NOT NULL,
  l2_transaction_hash text NOT NULL,
  l2_gas_limit numeric(100) NOT NULL,
  from_hash text NOT NULL,
  to_hash text,
  mint numeric(100) NOT NULL,
  value numeric(100) NOT NULL,
  PRIMARY KEY (l1_block_hash, l1_log_index)
);
CREATE INDEX op_deposits_order ON op_deposits (l1_block_number DESC, l1_transaction_hash DESC);
CREATE INDEX op_deposits_source ON op_deposits (source_hash);
CREATE INDEX op_deposits_l2_transaction ON op_deposits (l2_transaction_hash);

-- WithdrawalProven / WithdrawalFinalized on the portal, by withdrawal hash.
CREATE TABLE op_withdrawal_events (
  l1_block_hash text NOT NULL,
  l1_log_index integer NOT NULL,
  l1_block_number bigint NOT NULL,
  l1_timestamp timestamptz NOT NULL,
  l1_transaction_hash text NOT NULL,
  withdrawal_hash text NOT NULL,
  kind text NOT NULL CHECK (kind IN ('proven', 'finalized')),
  success boolean,
  PRIMARY KEY (l1_block_hash, l1_log_index)
);
CREATE INDEX op_withdrawal_events_hash ON op_withdrawal_events (withdrawal_hash, kind);

-- OutputProposed on the output oracle.
CREATE TABLE op_output_roots (
  l1_block_hash text NOT NULL,
  l1_log_index integer NOT NULL,
  l1_block_number bigint NOT NULL,
  l1_timestamp timestamptz NOT NULL,
  l1_transaction_hash text NOT NULL,
  l2_output_index bigint NOT NULL,
  l2_block_number bigint NOT NULL,
  output_root text NOT NULL,
  PRIMARY KEY (l1_block_hash, l1_log_index)
);
CREATE INDEX op_output_roots_order ON op_output_roots (l2_output_index DESC);
CREATE INDEX op_output_roots_l2_block ON op_output_roots (l2_block_number DESC);

-- Frames the batcher sent to the inbox whose channel is not complete yet.
CREATE TABLE op_frames (
  l1_block_hash text NOT NULL,
  l1_block_number bigint NOT NULL,
  l1_timestamp timestamptz NOT NULL,
  l1_transaction_hash text NOT NULL,
  channel_id text NOT NULL,
  frame_number integer NOT NULL,
  is_last boolean NOT NULL,
  data bytea NOT NULL,
  PRIMARY KEY (channel_id, frame_number, l1_transaction_hash)
);

-- A decoded channel: the L2 blocks it carries. `number` counts batches in the order they closed.
CREATE TABLE op_batches (
  number bigint PRIMARY KEY,
  l1_block_hash text NOT NULL,
  l1_block_number bigint NOT NULL,
  l1_timestamp timestamptz NOT NULL,
  l1_transaction_hashes text[] NOT NULL,
  l2_start_block_number bigint NOT NULL,
  l2_end_block_number bigint NOT NULL,
  transactions_count integer NOT NULL,
  container text NOT NULL
);
CREATE INDEX op_batches_l2_end ON op_batches (l2_end_block_number DESC);

-- The L1 blocks the stage read last (number → hash), to find where an L1 reorg forked.
CREATE TABLE op_l1_blocks (
  number bigint PRIMARY KEY,
  hash text NOT NULL
);

-- L2 logs the rollup pages look up by their first indexed argument: the demo relay's
-- DepositRelayed(sourceHash, …) and the message passer's MessagePassed(nonce, …).
CREATE INDEX logs_op_deposit_relayed ON logs (second_topic)
  WHERE first_topic = '0x0837c0c4b3b2d0ecfc6fdb977d26c6f5341877c42fa7dae3985c61a4f7b7c7d5';
CREATE INDEX logs_op_message_passed ON logs (address_hash, second_topic DESC)
  WHERE first_topic = '0x02a52367d10742d8032712c1bb8e0144ff1ec5ffda1ed7d70bb05a2744955054';
