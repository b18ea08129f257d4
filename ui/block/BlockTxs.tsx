/** The Transactions tab of a block, in block order. */
import React from 'react';

import useQueryWithPages from 'lib/api/useQueryWithPages';
import TxsContent from 'ui/txs/TxsContent';

export default function BlockTxs({ heightOrHash }: { heightOrHash: string }) {
  const query = useQueryWithPages({ resourceName: 'general:block_txs', pathParams: { height_or_hash: heightOrHash } });
  return <TxsContent query={ query } showBlockInfo={ false } emptyText="There are no transactions in this block." testId="block-txs"/>;
}
