/** @jest-environment node */
import { framesFromCallTracer, type CallTracerCall } from './callTracer';
import replayFixture from './fixtures/erigon-replay-block.json';
import gethFixture from './fixtures/geth-call-tracer.json';
import structLogFixture from './fixtures/hardhat-struct-logs.json';
import { txInfoFromRecorded } from './fixtures/replayNode';
import { toRawTrace } from './rawTrace';
import { framesFromStructLogs } from './structLogs';
import { framesFromTraceReplay } from './traceReplay';

const HEX = /^0x[0-9a-f]*$/;

describe('toRawTrace', () => {
  const geth: CallTracerCall = gethFixture.result;
  const raw = toRawTrace(framesFromCallTracer(geth));

  it('writes a call with its call type, hex numbers and result', () => {
    expect(raw[0]).toEqual({
      type: 'call',
      subtraces: 7,
      traceAddress: [],
      action: { callType: 'call', from: geth.from, to: geth.to, gas: '0x16e360', input: geth.input, value: geth.value },
      result: { gasUsed: geth.gasUsed, output: '0x' },
    });
    for (const entry of raw) {
      for (const value of [ entry.action.gas, entry.action.value, entry.result?.gasUsed ]) {
        if (value !== undefined) expect(value).toMatch(HEX);
      }
    }
  });

  it('writes a create with init code, no callee, and the new address and code as result', () => {
    const create2 = raw.find((entry) => entry.type === 'create2');
    const source = geth.calls?.[2].calls?.[0];
    expect(create2).toEqual({
      type: 'create2',
      subtraces: 0,
      traceAddress: [ 2, 0 ],
      action: { from: source?.from, gas: source?.gas, init: source?.input, value: source?.value },
      result: { gasUsed: source?.gasUsed, address: source?.to, code: source?.output },
    });
  });

  it('writes a failed frame with its error and a null result', () => {
    const reverted = raw.find((entry) => entry.error !== undefined);
    expect(reverted).toMatchObject({ traceAddress: [ 5 ], error: 'execution reverted', result: null });
  });

  it('writes no value for DELEGATECALL even when the node repeats the caller value', () => {
    expect(raw[6].action).toMatchObject({ callType: 'delegatecall', value: '0x0' });
  });

  it('writes a selfdestruct from the contract to the refund address, with no result', () => {
    const [ , selfdestruct ] = toRawTrace(framesFromTraceReplay(replayFixture.result[3]));
    const { action } = replayFixture.result[3].trace[1] as { action: { address: string; refundAddress: string; balance: string } };
    expect(selfdestruct).toEqual({
      type: 'selfdestruct', subtraces: 0, traceAddress: [ 0 ],
      action: { from: action.address, to: action.refundAddress, gas: '0x0', value: action.balance }, result: null,
    });
  });

  it('leaves out what struct logs do not know instead of inventing it', () => {
    const entries = toRawTrace(framesFromStructLogs(txInfoFromRecorded(structLogFixture.probe), structLogFixture.probe.trace));
    expect(entries[0].action.input).toBe('0x');
    const [ , , , precompile, toAccount ] = entries;
    expect(toAccount.action).not.toHaveProperty('input');
    expect(toAccount.result).toEqual({ gasUsed: '0x0' });
    expect(precompile.action).not.toHaveProperty('gas');
    expect(precompile.result).toEqual({});
  });
});
