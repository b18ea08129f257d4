/** @jest-environment node */
// An OP-stack node's receipts carry the transaction's L1 data fee: kept as Blockscout shows it,
// through viem's formatting, for a Bedrock receipt (with the fee scalar) and an Ecotone one (without).
import { formatTransactionReceipt } from 'viem';

import type { Receipt } from '../rpc/actions';
import { opReceiptFees } from './blockRows';

const BASE = {
  blockHash: `0x${ '11'.repeat(32) }`, blockNumber: '0x10', contractAddress: null, cumulativeGasUsed: '0x5208', effectiveGasPrice: '0x3b9aca00',
  from: `0x${ 'aa'.repeat(20) }`, gasUsed: '0x5208', logs: [], logsBloom: `0x${ '00'.repeat(256) }`, status: '0x1', to: `0x${ 'bb'.repeat(20) }`,
  transactionHash: `0x${ '22'.repeat(32) }`, transactionIndex: '0x1', type: '0x2',
};
const format = (raw: object) => formatTransactionReceipt(raw as never) as unknown as Receipt;

describe('opReceiptFees', () => {
  it('reads a Bedrock receipt\'s L1 fee, gas price, gas used and fee scalar', () => {
    expect(opReceiptFees(format({ ...BASE, l1Fee: '0x1e36f3cc2c6f', l1GasPrice: '0x6f2c1e5a9', l1GasUsed: '0x9c8', l1FeeScalar: '0.684' })))
      .toEqual({ l1_fee: '33221367311471', l1_gas_price: '29842597289', l1_gas_used: '2504', l1_fee_scalar: '0.684' });
  });

  it('reads an Ecotone receipt, which has no single fee scalar', () => {
    expect(opReceiptFees(format({ ...BASE, l1Fee: '0x3f4', l1GasPrice: '0x2', l1GasUsed: '0x640', l1BaseFeeScalar: '0x558', l1BlobBaseFee: '0x1' })))
      .toEqual({ l1_fee: '1012', l1_gas_price: '2', l1_gas_used: '1600', l1_fee_scalar: null });
  });

  it('gives nulls for a receipt of another chain, and for values that are not quantities', () => {
    expect(opReceiptFees(format(BASE))).toEqual({ l1_fee: null, l1_gas_price: null, l1_gas_used: null, l1_fee_scalar: null });
    expect(opReceiptFees(format({ ...BASE, l1Fee: 'lots', l1FeeScalar: '1e9' }))).toEqual({ l1_fee: null, l1_gas_price: null, l1_gas_used: null,
      l1_fee_scalar: null });
  });
});
