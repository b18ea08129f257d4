/** @jest-environment node */
import { decodeChainEvent, encodeChainEvent, type ChainEvent } from '../../events';
import { decodeFrame, encodeClose, encodeReply } from './protocol';
import { resolveTopic } from './topics';

const HASH = `0x${ 'ab'.repeat(32) }`;
const ADDRESS = `0x${ 'cd'.repeat(20) }`;

describe('decodeFrame', () => {
  it('reads v2 frames and rejects everything else', () => {
    expect(decodeFrame('["1","2","blocks:new_block","phx_join",{}]')).toEqual({ joinRef: '1', ref: '2', topic: 'blocks:new_block', event: 'phx_join', payload: {} });
    expect(decodeFrame('[null,"7","phoenix","heartbeat",{}]')).toMatchObject({ joinRef: null, ref: '7' });
    for (const text of [ '', 'x', '{}', '[]', '[null,null,"t","e"]', '[null,null,"t","e",{},1]', '[1,"1","t","e",{}]', '[null,{},"t","e",{}]',
      '[null,null,7,"e",{}]', '[null,null,"t",null,{}]', '{"topic":"t","event":"e","payload":{},"ref":"1"}' ]) {
      expect({ text, frame: decodeFrame(text) }).toEqual({ text, frame: null });
    }
  });

  it('writes replies and closes on the refs of the push', () => {
    expect(encodeReply({ joinRef: '3', ref: '4', topic: 'a"b' }, 'error', { reason: 'x' }))
      .toBe('["3","4","a\\"b","phx_reply",{"status":"error","response":{"reason":"x"}}]');
    expect(JSON.parse(encodeClose('blocks:new_block', '3'))).toEqual([ '3', '3', 'blocks:new_block', 'phx_close', {} ]);
  });
});

describe('resolveTopic', () => {
  it('lower-cases the suffix into the broadcast key', () => {
    expect(resolveTopic(`addresses:${ ADDRESS.toUpperCase().replace('0X', '0x') }`)).toEqual({ ok: true, key: `addresses:${ ADDRESS }` });
    expect(resolveTopic(`transactions:${ HASH }`)).toEqual({ ok: true, key: `transactions:${ HASH }` });
    expect(resolveTopic('blocks:NEW_BLOCK')).toEqual({ ok: true, key: 'blocks:new_block' });
  });

  it('refuses unknown prefixes as unmatched and malformed hashes with a reason', () => {
    expect(resolveTopic('hasOwnProperty:x')).toEqual({ ok: false, reason: 'unmatched topic' });
    expect(resolveTopic(':x')).toEqual({ ok: false, reason: 'unmatched topic' });
    expect(resolveTopic('rewards:0x1')).toEqual({ ok: false, reason: 'invalid address hash' });
    expect(resolveTopic(`transactions:${ ADDRESS }`)).toEqual({ ok: false, reason: 'invalid transaction hash' });
    expect(resolveTopic(`transactions:${ HASH } `)).toEqual({ ok: false, reason: 'invalid transaction hash' });
  });
});

describe('chain event codec', () => {
  const status = { head: 10, indexedBlocks: 11, indexedBlocksRatio: 1, indexedInternalTransactionsRatio: null, finishedBlocks: true, finishedInternalTransactions: true };

  it('round-trips every event type', () => {
    const events: ChainEvent[] = [
      { type: 'block', number: 7, hash: HASH, replaced: null },
      { type: 'block', number: 7, hash: HASH, replaced: HASH },
      { type: 'reorg', lostHashes: [ HASH ] },
      { type: 'internal_transactions', blockNumber: 7, blockHash: HASH },
      { type: 'token_instance', token: ADDRESS, tokenId: '115792089237316195423570985008687907853269984665640564039457584007913129639935' },
      { type: 'status', status },
      { type: 'pending_transactions', hashes: [ HASH, HASH ] },
    ];
    for (const event of events) expect(encodeChainEvent(event).map(decodeChainEvent)).toEqual([ event ]);
  });

  it('splits hash lists into payloads under 8,000 bytes', () => {
    const hashes = Array.from({ length: 1000 }, (_, index) => `0x${ index.toString(16).padStart(64, '0') }`);
    const payloads = encodeChainEvent({ type: 'pending_transactions', hashes });
    expect(payloads).toHaveLength(10);
    expect(Math.max(...payloads.map((payload) => Buffer.byteLength(payload)))).toBeLessThan(8000);
    expect(payloads.flatMap((payload) => (decodeChainEvent(payload) as { hashes: string[] }).hashes)).toEqual(hashes);
    expect(encodeChainEvent({ type: 'reorg', lostHashes: [] })).toEqual([]);
  });

  it('rejects payloads that are not well-formed chain events', () => {
    for (const payload of [ 'x', 'null', '[]', '{"type":"nope"}', JSON.stringify({ type: 'block', number: 1.5, hash: HASH, replaced: null }),
      JSON.stringify({ type: 'block', number: 1, hash: HASH.toUpperCase(), replaced: null }),
      JSON.stringify({ type: 'block', number: 1, hash: HASH }),
      JSON.stringify({ type: 'pending_transactions', hashes: Array(101).fill(HASH) }),
      JSON.stringify({ type: 'pending_transactions', hashes: [ `${ HASH }'--` ] }),
      JSON.stringify({ type: 'token_instance', token: ADDRESS, tokenId: '-1' }),
      JSON.stringify({ type: 'status', status: { ...status, indexedBlocksRatio: 2 } }),
      JSON.stringify({ type: 'status', status: { ...status, head: 'x' } }) ]) {
      expect({ payload, event: decodeChainEvent(payload) }).toEqual({ payload, event: null });
    }
  });
});
