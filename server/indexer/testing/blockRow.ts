/** A `blocks` row of height `number` with made-up hashes and times, for tests that only need heights. */
export function blockRow(number: number, traced = false) {
  const hash = (height: number) => `0x${ height.toString(16).padStart(64, '0') }`;
  return {
    hash: hash(number), number, parent_hash: hash(Math.max(0, number - 1)),
    timestamp: new Date(1_700_000_000_000 + number * 2000), miner_hash: `0x${ '1'.repeat(40) }`, gas_used: '0', gas_limit: '30000000',
    nonce: '0x0000000000000000', transactions_count: 0, internal_transactions_indexed: traced,
  };
}
