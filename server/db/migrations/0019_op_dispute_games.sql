-- OP's dispute games (since fault proofs the way outputs are claimed on L1): one row per
-- DisputeGameCreated of the factory, with the game's L2 block and, once it ends, its result.
CREATE TABLE op_dispute_games (
  l1_block_hash text NOT NULL,
  l1_log_index integer NOT NULL,
  l1_block_number bigint NOT NULL,
  l1_transaction_hash text NOT NULL,
  game_index bigint NOT NULL,
  game_type integer NOT NULL,
  contract_address_hash text NOT NULL,
  root_claim text NOT NULL,
  l2_block_number bigint NOT NULL,
  created_at timestamptz NOT NULL,
  resolved_at timestamptz,
  -- OP's GameStatus: 0 in progress, 1 challenger wins, 2 defender wins.
  status smallint NOT NULL DEFAULT 0,
  PRIMARY KEY (l1_block_hash, l1_log_index)
);
CREATE INDEX op_dispute_games_order ON op_dispute_games (game_index DESC);
CREATE INDEX op_dispute_games_l2_block ON op_dispute_games (l2_block_number DESC) WHERE status <> 1;
CREATE INDEX op_dispute_games_open ON op_dispute_games (game_index) WHERE status = 0;
