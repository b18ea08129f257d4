/** @jest-environment node */
import { framesFromCallTracer, type CallTracerCall } from './callTracer';
import { TraceFormatError } from './errors';
import blockFixture from './fixtures/geth-block-call-tracer.json';
import txFixture from './fixtures/geth-call-tracer.json';
import type { TraceFrame } from './types';

const ADDRESS = /^0x[0-9a-f]{40}$/;

/** The frame at `path`, found by trace address rather than by position. */
function at(frames: TraceFrame[], path: number[]): TraceFrame {
  const frame = frames.find((candidate) => candidate.traceAddress.join() === path.join());
  if (!frame) throw new Error(`no frame at [${ path.join() }]`);
  return frame;
}

/** Every child's gas fits in its parent's, and children never use more gas than their parent. */
function expectConsistentGas(frames: TraceFrame[]) {
  for (const frame of frames.slice(1)) {
    const parent = at(frames, frame.traceAddress.slice(0, -1));
    expect(frame.gas as bigint).toBeLessThanOrEqual(parent.gas as bigint);
    expect(frame.gasUsed as bigint).toBeLessThanOrEqual(frame.gas as bigint);
  }
  for (const frame of frames) {
    const children = frames.filter((child) => child.traceAddress.length === frame.traceAddress.length + 1 &&
      child.traceAddress.slice(0, -1).join() === frame.traceAddress.join());
    expect(children).toHaveLength(frame.subtraces);
    expect(children.reduce((sum, child) => sum + (child.gasUsed as bigint), 0n)).toBeLessThanOrEqual(frame.gasUsed as bigint);
  }
}

describe('framesFromCallTracer', () => {
  const frames = framesFromCallTracer(txFixture.result);
  const root: CallTracerCall = txFixture.result;

  it('lists the call tree depth-first with trace addresses and subtrace counts', () => {
    expect(frames.map((frame) => frame.traceAddress)).toEqual([
      [], [ 0 ], [ 1 ], [ 1, 0 ], [ 2 ], [ 2, 0 ], [ 3 ], [ 4 ], [ 4, 0 ], [ 5 ], [ 6 ],
    ]);
    expect(frames.map((frame) => frame.subtraces)).toEqual([ 7, 0, 1, 0, 1, 0, 0, 1, 0, 0, 0 ]);
    expectConsistentGas(frames);
  });

  it('maps every opcode to a frame type and call type', () => {
    expect(frames.map((frame) => [ frame.type, frame.callType ])).toEqual([
      [ 'call', 'call' ], [ 'call', 'staticcall' ], [ 'call', 'call' ], [ 'create', null ], [ 'call', 'call' ], [ 'create2', null ],
      [ 'call', 'delegatecall' ], [ 'call', 'call' ], [ 'call', 'call' ], [ 'call', 'call' ], [ 'call', 'call' ],
    ]);
  });

  it('reads values as bigints, and moves no value on DELEGATECALL or STATICCALL', () => {
    expect(frames[0].value).toBe(BigInt(root.value as string));
    const quarter = BigInt(root.value as string) / 4n;
    expect([ 1, 2, 4 ].map((index) => at(frames, [ index ]).value)).toEqual([ quarter, quarter, quarter ]);
    expect(at(frames, [ 4, 0 ]).value).toBe(quarter / 2n);
    // The fixture repeats the caller's value on DELEGATECALL like older geth, and omits it on STATICCALL.
    expect(root.calls?.[3].value).toBe(root.value);
    expect(at(frames, [ 3 ]).value).toBe(0n);
    expect(at(frames, [ 0 ]).value).toBe(0n);
  });

  it('names created contracts in `to`, with the init code as input and the runtime code as output', () => {
    for (const path of [ [ 1 ], [ 2 ] ]) {
      const factoryCall = at(frames, path);
      const created = at(frames, [ ...path, 0 ]);
      // The factory returns the new vault's address; the create frame must agree.
      expect(created.to).toBe(`0x${ (factoryCall.output as string).slice(-40) }`);
      expect(created.from).toBe(factoryCall.to);
      expect(created.input).toBe(root.calls?.[path[0]].calls?.[0].input);
      expect(created.output).toBe(root.calls?.[path[0]].calls?.[0].output);
      expect(created.output?.length).toBeGreaterThan(2);
    }
  });

  it('keeps the error and revert data of a reverted inner call, and success elsewhere', () => {
    const reverted = at(frames, [ 5 ]);
    expect(reverted.error).toBe('execution reverted');
    expect(reverted.output?.startsWith('0x08c379a0')).toBe(true);
    expect(frames.filter((frame) => frame.error !== null)).toEqual([ reverted ]);
  });

  it('lower-cases addresses and keeps gas of the root as the transaction gas', () => {
    for (const frame of frames) {
      expect(frame.from).toMatch(ADDRESS);
      expect(frame.to).toMatch(ADDRESS);
    }
    expect(frames[0].gas).toBe(1_500_000n);
    expect(frames[0].gasUsed).toBe(BigInt(root.gasUsed as string));
  });

  describe('on a debug_traceBlockByNumber answer', () => {
    const [ transfer, creation, prober ] = blockFixture.result.map((entry) => framesFromCallTracer(entry.result));

    it('gives a plain transfer one frame', () => {
      expect(transfer).toEqual([ expect.objectContaining({ type: 'call', callType: 'call', gas: 21_000n, gasUsed: 21_000n, subtraces: 0, input: '0x' }) ]);
      expect(transfer[0].value).toBe(BigInt(blockFixture.result[0].result.value as string));
    });

    it('gives a contract creation a create root whose `to` is the new contract', () => {
      expect(creation).toHaveLength(1);
      expect(creation[0]).toMatchObject({ type: 'create', callType: null, to: blockFixture.result[1].result.to, error: null });
      expect(creation[0].output).toBe(blockFixture.result[1].result.output);
    });

    it('keeps failures, a selfdestruct and a failed create without address', () => {
      expect(prober.map((frame) => frame.error)).toEqual([
        null, 'out of gas', 'invalid opcode: INVALID', null, null, null, null, 'execution reverted', 'execution reverted', 'insufficient balance for transfer',
      ]);
      const selfdestruct = at(prober, [ 4, 0 ]);
      expect(selfdestruct).toMatchObject({ type: 'selfdestruct', callType: null, from: at(prober, [ 4 ]).to, to: prober[0].to, subtraces: 0 });
      expect(at(prober, [ 4 ]).subtraces).toBe(1);
      expect(at(prober, [ 5 ])).toMatchObject({ type: 'create', to: null, input: '0x60006000fd' });
      expect(at(prober, [ 6 ]).callType).toBe('callcode');
      expect(at(prober, [ 0 ]).gasUsed).toBe(at(prober, [ 0 ]).gas);
    });
  });

  it('drops `to` of a failed create even when the node names the would-be address', () => {
    const failed = { type: 'CREATE2', from: `0x${ '1'.repeat(40) }`, to: `0x${ '2'.repeat(40) }`, gas: '0x10', gasUsed: '0x10', input: '0x00', error: 'out of gas' };
    expect(framesFromCallTracer(failed)[0]).toMatchObject({ type: 'create2', to: null, error: 'out of gas' });
    expect(framesFromCallTracer({ ...failed, error: undefined })[0].to).toBe(failed.to);
  });

  it('walks a chain 2,000 calls deep without recursion', () => {
    let call: Record<string, unknown> = { type: 'CALL', from: `0x${ '1'.repeat(40) }`, to: `0x${ '2'.repeat(40) }`, gas: '0x1', gasUsed: '0x1', input: '0x' };
    for (let depth = 0; depth < 2_000; depth++) call = { ...call, calls: [ call ] };
    const deep = framesFromCallTracer(call);
    expect(deep).toHaveLength(2_001);
    expect(deep[2_000].traceAddress).toHaveLength(2_000);
  });

  it('rejects unknown frame types and malformed addresses', () => {
    expect(() => framesFromCallTracer({ ...txFixture.result, type: 'REWARD' })).toThrow(TraceFormatError);
    expect(() => framesFromCallTracer({ ...txFixture.result, from: '0x1234' })).toThrow(TraceFormatError);
    expect(() => framesFromCallTracer(null)).toThrow(TraceFormatError);
  });
});
