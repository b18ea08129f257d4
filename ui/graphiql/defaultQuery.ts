import { FULL_HASH_PATTERN } from 'types/hashes';

/** The query GraphiQL opens with: a transaction of this chain, as Blockscout's playground shows. */
export function graphiqlDefaultQuery(transactionHash: string): string {
  const hash = FULL_HASH_PATTERN.test(transactionHash) ? transactionHash : `0x${ '0'.repeat(64) }`;
  return `{
  transaction(
    hash: "${ hash }"
  ) {
    hash
    blockNumber
    value
    gasUsed
  }
}
`;
}
