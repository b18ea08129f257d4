/** @jest-environment node */
import { framesFromCallTracer } from './callTracer';
import { TraceFormatError } from './errors';
import replayFixture from './fixtures/erigon-replay-block.json';
import gethFixture from './fixtures/geth-call-tracer.json';
import { framesFromTraceReplay } from './traceReplay';

const [ transfer, creation, orchestration, selfdestruct, failedCreation ] = replayFixture.result.map(framesFromTraceReplay);

describe('framesFromTraceReplay', () => {
  it('gives a plain transfer one call frame with the gas left after the intrinsic cost', () => {
    const { action } = replayFixture.result[0].trace[0] as { action: { from: string; to: string } };
    expect(transfer).toEqual([ {
      type: 'call', callType: 'call', from: action.from, to: action.to,
      value: 1_500_000_000_000_000_000n, gas: 0n, gasUsed: 0n, input: '0x', output: '0x', error: null, traceAddress: [], subtraces: 0,
    } ]);
  });

  it('gives a contract creation a create frame named after the new contract', () => {
    const { action, result } = replayFixture.result[1].trace[0] as { action: { init: string }; result: { address: string; code: string } };
    expect(creation).toEqual([ expect.objectContaining({ type: 'create', callType: null, to: result.address, input: action.init, output: result.code, error: null }) ]);
  });

  it('reads a nested tree with create2 and a failed call', () => {
    expect(orchestration.map((frame) => [ frame.traceAddress, frame.subtraces, frame.type, frame.callType ])).toEqual([
      [ [], 7, 'call', 'call' ],
      [ [ 0 ], 0, 'call', 'staticcall' ],
      [ [ 1 ], 1, 'call', 'call' ],
      [ [ 1, 0 ], 0, 'create', null ],
      [ [ 2 ], 1, 'call', 'call' ],
      [ [ 2, 0 ], 0, 'create2', null ],
      [ [ 3 ], 0, 'call', 'delegatecall' ],
      [ [ 4 ], 1, 'call', 'call' ],
      [ [ 4, 0 ], 0, 'call', 'call' ],
      [ [ 5 ], 0, 'call', 'call' ],
      [ [ 6 ], 0, 'call', 'call' ],
    ]);
    const failed = orchestration[9];
    expect(failed).toMatchObject({ error: 'Reverted', gasUsed: null, output: null });
    expect(failed.gas).toBeGreaterThan(0n);
    // The node echoes the caller's value on DELEGATECALL; no coin moves there.
    expect(replayFixture.result[2].trace[6].action.value).not.toBe('0x0');
    expect(orchestration[6].value).toBe(0n);
  });

  it('agrees with geth callTracer on the same transaction, except for the root gas', () => {
    const geth = framesFromCallTracer(gethFixture.result);
    const shape = ({ type, callType, from, to, value, traceAddress, subtraces }: typeof geth[number]) => ({ type, callType, from, to, value, traceAddress, subtraces });
    expect(orchestration.map(shape)).toEqual(geth.map(shape));
    expect(orchestration.slice(1).map((frame) => frame.gas)).toEqual(geth.slice(1).map((frame) => frame.gas));
    // Parity counts the root's gas after the intrinsic cost, geth before.
    expect(orchestration[0].gas).toBeLessThan(geth[0].gas as bigint);
  });

  it('turns a suicide into a selfdestruct from the contract to the refund address with its balance', () => {
    const { action } = replayFixture.result[3].trace[1] as { action: { address: string; refundAddress: string } };
    expect(selfdestruct[1]).toEqual({
      type: 'selfdestruct', callType: null, from: action.address, to: action.refundAddress, value: 250_000_000_000_000_000n,
      gas: 0n, gasUsed: 0n, input: null, output: null, error: null, traceAddress: [ 0 ], subtraces: 0,
    });
    expect(selfdestruct[0].subtraces).toBe(1);
  });

  it('leaves `to` of a failed creation null', () => {
    expect(failedCreation).toEqual([ expect.objectContaining({ type: 'create', to: null, error: 'Reverted', gasUsed: null, output: null }) ]);
  });

  it('rejects types it does not know and malformed trace addresses', () => {
    const entry = replayFixture.result[0];
    expect(() => framesFromTraceReplay({ ...entry, trace: [ { ...entry.trace[0], type: 'reward' } ] })).toThrow(TraceFormatError);
    expect(() => framesFromTraceReplay({ ...entry, trace: [ { ...entry.trace[0], traceAddress: [ -1 ] } ] })).toThrow(TraceFormatError);
    expect(() => framesFromTraceReplay({ ...entry, trace: null })).toThrow(TraceFormatError);
  });
});
