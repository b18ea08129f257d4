/** Event logs shaped like `/v2/transactions/{h}/logs` items: one decoded, one raw. */
import type { Log } from 'types/api/log';

import { VAULT_FACTORY, TOKEN_CONTRACT } from './addresses';

const TX = '0x607857d17c61f46812c01c2adf1b578de2eed38b84e7ba5745d12628c6947f1e';
const BLOCK_HASH = '0x36af6663d86f7a438b6bc9a2c3916b03e4b27e05989cfb5c9792bc685c55f4a8';

export const decodedLog: Log = {
  transaction_hash: TX,
  block_hash: BLOCK_HASH,
  block_number: 78,
  index: 6,
  block_timestamp: '2026-11-21T22:22:38.000Z',
  address: VAULT_FACTORY,
  topics: [
    '0x01119fc007d9546b94d667ada54f9e502ebd5df20fdd7a0b075a342430e74f26',
    '0x000000000000000000000000c72acad82b5ab0d16bcb91f342e527fb6c43c51c',
    '0x000000000000000000000000bcd4042de499d14e55001ccbb24a551f3b954096',
    null,
  ],
  data: '0x00000000000000000000000000000000000000000000000000000000000000014ce2755199199fb1365f1f6b764b640e1dcc427ea65a499f59ba7ecd529bf986',
  decoded: {
    method_call: 'VaultCreated(address indexed vault, address indexed creator, bool deterministic, bytes32 salt)',
    method_id: '01119fc0',
    parameters: [
      { name: 'vault', type: 'address', indexed: true, value: '0xc72ACaD82B5aB0D16bCb91f342e527FB6c43c51C' },
      { name: 'creator', type: 'address', indexed: true, value: '0xBcd4042DE499D14e55001CcbB24a551F3b954096' },
      { name: 'deterministic', type: 'bool', indexed: false, value: 'true' },
      { name: 'salt', type: 'bytes32', indexed: false, value: '0x4ce2755199199fb1365f1f6b764b640e1dcc427ea65a499f59ba7ecd529bf986' },
    ],
  },
  smart_contract: null,
};

/** An event the backend could not decode; a parameter is markup to prove it stays text. */
export const rawLog: Log = {
  ...decodedLog,
  index: 7,
  address: TOKEN_CONTRACT,
  topics: [ '0xddf252ad1be2c89b69c2b068fc378daa952ba7f163c4a11628f55a4df523b3ef', null, null, null ],
  data: `0x${ 'ab'.repeat(96) }`,
  decoded: null,
};

export const hostileDecodedLog: Log = {
  ...decodedLog,
  index: 8,
  decoded: {
    method_call: 'Note(string text)',
    method_id: 'deadbeef',
    parameters: [ { name: 'text', type: 'string', indexed: false, value: '<script>alert(1)</script>' } ],
  },
};
