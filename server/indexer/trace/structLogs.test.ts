/** @jest-environment node */
import type { Address } from 'viem';

import { TraceFormatError } from './errors';
import recorded from './fixtures/hardhat-struct-logs.json';
import { txInfoFromRecorded } from './fixtures/replayNode';
import { framesFromStructLogs, type TraceTxInfo } from './structLogs';

const PROBER = '0x0000000000000000000000000000000000001004';
const word = (value: bigint | number | string) => (typeof value === 'string' ? value.slice(2) : value.toString(16)).padStart(64, '0');
/** One step; `stack` is listed bottom first, as tracers list it. */
const step = (op: string, depth: number, gas: number, gasCost: number, stack: Array<bigint | number | string> = [], extra = {}) =>
  ({ pc: 0, op, depth, gas, gasCost, stack: stack.map(word), ...extra });
const A = `0x${ 'a'.repeat(40) }` as Address;
const B = `0x${ 'b'.repeat(40) }` as Address;
const C = `0x${ 'c'.repeat(40) }` as Address;
const N = `0x${ 'd'.repeat(40) }` as Address;
const SENDER = `0x${ 'e'.repeat(40) }` as Address;
/** CALL operands, bottom first: retSize, retOffset, argsSize, argsOffset, value, address, gas. */
const callStack = (to: Address, value: number, gas: number) => [ 0, 0, 0, 0, value, to, gas ];
const tx = (overrides: Partial<TraceTxInfo> = {}): TraceTxInfo => ({
  hash: `0x${ '1'.repeat(64) }`, from: SENDER, to: A, value: 0n, gas: 100_000n, input: '0x', nonce: 0,
  createdContractAddress: null, status: 'success', gasUsed: 60_000n, ...overrides,
});
const trace = (structLogs: unknown[], failed = false) => ({ gas: 1, failed, returnValue: '', structLogs });

describe('framesFromStructLogs on recorded Hardhat traces', () => {
  const prober = framesFromStructLogs(txInfoFromRecorded(recorded.probe), recorded.probe.trace);

  it('finds one frame per CALL-like step, with callee, sender and value from the stack', () => {
    expect(prober.map((frame) => [ frame.traceAddress, frame.type, frame.callType, frame.from, frame.to, frame.value ])).toEqual([
      [ [], 'call', 'call', recorded.probe.transaction.from, PROBER, 10n ],
      [ [ 0 ], 'call', 'call', PROBER, '0x0000000000000000000000000000000000001001', 0n ],
      [ [ 1 ], 'call', 'call', PROBER, '0x0000000000000000000000000000000000001002', 0n ],
      [ [ 2 ], 'call', 'staticcall', PROBER, '0x0000000000000000000000000000000000000002', 0n ],
      [ [ 3 ], 'call', 'call', PROBER, '0x000000000000000000000000000000000000dead', 1n ],
      [ [ 4 ], 'call', 'call', PROBER, '0x0000000000000000000000000000000000001003', 0n ],
      [ [ 4, 0 ], 'selfdestruct', null, '0x0000000000000000000000000000000000001003', PROBER, 0n ],
      [ [ 5 ], 'create', null, PROBER, null, 0n ],
      [ [ 6 ], 'call', 'callcode', PROBER, '0x0000000000000000000000000000000000001005', 0n ],
      [ [ 7 ], 'call', 'call', PROBER, '0x000000000000000000000000000000000000beef', 0xffffffn ],
    ]);
    expect(prober.map((frame) => frame.subtraces)).toEqual([ 8, 0, 0, 0, 0, 1, 0, 0, 0, 0 ]);
  });

  it('tells why each inner frame failed', () => {
    expect(prober.map((frame) => frame.error)).toEqual([
      null, 'out of gas', 'invalid opcode: INVALID', null, null, null, null, 'execution reverted', 'execution reverted', 'insufficient balance for transfer',
    ]);
  });

  it('measures gas from the steps: forwarded gas, the 2,300 stipend, all gas burnt on failure', () => {
    const [ root, looper, invalid, precompile, toAccount ] = prober;
    expect([ root.gas, root.gasUsed ]).toEqual([ BigInt(recorded.probe.transaction.gas), BigInt(recorded.probe.receipt.gasUsed) ]);
    // The looper was called with gas 300 and burns it all; INVALID burns its 30,000.
    expect([ looper.gas, looper.gasUsed ]).toEqual([ 300n, 300n ]);
    expect([ invalid.gas, invalid.gasUsed ]).toEqual([ 30_000n, 30_000n ]);
    // A precompile's own charge cannot be told apart from the gas forwarded to it.
    expect([ precompile.gas, precompile.gasUsed ]).toEqual([ null, null ]);
    // gas 0 plus the stipend of a value transfer; an account without code uses none.
    expect([ toAccount.gas, toAccount.gasUsed ]).toEqual([ 2_300n, 0n ]);
  });

  it('has the root input and output, and null for inner frames (memory is off)', () => {
    expect(prober[0].input).toBe('0x');
    expect(prober[0].output).toBe('0x');
    expect(prober.slice(1).every((frame) => frame.input === null && frame.output === null)).toBe(true);
  });

  it('names the contract a creation transaction made, with its code as output', () => {
    const [ root ] = framesFromStructLogs(txInfoFromRecorded(recorded.okCreate), recorded.okCreate.trace);
    expect(root).toMatchObject({ type: 'create', callType: null, to: recorded.okCreate.receipt.contractAddress, error: null });
    expect(root.input).toBe(recorded.okCreate.transaction.input);
    expect(root.output).toBe(recorded.okCreate.trace.returnValue);
  });

  it('leaves `to` of a reverted creation transaction null', () => {
    const frames = framesFromStructLogs(txInfoFromRecorded(recorded.failCreate), recorded.failCreate.trace);
    expect(frames).toEqual([ expect.objectContaining({ type: 'create', to: null, error: 'execution reverted' }) ]);
  });

  it('sends a selfdestruct to the address on the stack', () => {
    const frames = framesFromStructLogs(txInfoFromRecorded(recorded.kill), recorded.kill.trace);
    expect(frames[1]).toMatchObject({ type: 'selfdestruct', from: frames[0].to, to: recorded.kill.transaction.from, traceAddress: [ 0 ] });
  });
});

describe('framesFromStructLogs on constructed traces', () => {
  it('runs a DELEGATECALL in the caller context, reads geth 0x words and its step errors', () => {
    const frames = framesFromStructLogs(tx(), trace([
      // geth writes compact 0x words; DELEGATECALL: bottom … address, gas on top.
      { ...step('DELEGATECALL', 1, 79_000, 70_000), stack: [ '0x0', '0x0', '0x0', '0x0', B, '0x1000' ] },
      step('CALL', 2, 68_000, 40_000, callStack(C, 5, 30_000)),
      step('SLOAD', 3, 30_000, 30_000, [], { error: 'out of gas' }),
      step('ISZERO', 2, 28_000, 3, [ 0 ]),
      step('STOP', 2, 27_997, 0),
      step('POP', 1, 35_000, 2, [ 1 ]),
      step('STOP', 1, 34_998, 0),
    ]));
    expect(frames.map((frame) => [ frame.callType, frame.from, frame.to, frame.value, frame.error ])).toEqual([
      [ 'call', SENDER, A, 0n, null ],
      [ 'delegatecall', A, B, 0n, null ],
      [ 'call', A, C, 5n, 'out of gas' ],
    ]);
    // Forwarded 68,000; 27,997 came back with 9,000 left in the caller after paying 70,000.
    expect([ frames[1].gas, frames[1].gasUsed ]).toEqual([ 68_000n, 68_000n - (35_000n - 9_000n) ]);
  });

  it('makes children of a create send from the new address, or from zero when it failed', () => {
    const run = (outcome: bigint, end: 'RETURN' | 'REVERT') => framesFromStructLogs(tx(), trace([
      // CREATE operands, bottom first: size, offset, value.
      step('CREATE', 1, 90_000, 60_000, [ 0, 0, 10 ]),
      step('CALL', 2, 50_000, 20_000, callStack(C, 0, 10_000)),
      step('STOP', 3, 10_000, 0),
      step('POP', 2, 40_000, 2, [ 1 ]),
      step(end, 2, 39_998, 0, [ 0, 0 ]),
      step('POP', 1, 60_000, 2, [ outcome ]),
      step('STOP', 1, 59_998, 0),
    ]));
    const created = run(BigInt(N), 'RETURN');
    expect(created.map((frame) => [ frame.type, frame.from, frame.to ])).toEqual([ [ 'call', SENDER, A ], [ 'create', A, N ], [ 'call', N, C ] ]);
    expect(created[1]).toMatchObject({ value: 10n, error: null });
    const failed = run(0n, 'REVERT');
    expect(failed.map((frame) => [ frame.type, frame.from, frame.to, frame.error ])).toEqual([
      [ 'call', SENDER, A, null ], [ 'create', A, null, 'execution reverted' ], [ 'call', '0x0000000000000000000000000000000000000000', C, null ],
    ]);
  });

  it('records no frame for a CALL that cannot pay its own cost', () => {
    const frames = framesFromStructLogs(tx({ status: 'reverted' }), trace([ step('CALL', 1, 700, 700, callStack(B, 0, 0)) ], true));
    expect(frames).toEqual([ expect.objectContaining({ subtraces: 0, error: 'out of gas' }) ]);
  });

  it('drops a SELFDESTRUCT that ran out of gas and reports the failure', () => {
    const frames = framesFromStructLogs(tx({ status: 'reverted' }), trace([ step('SELFDESTRUCT', 1, 4_000, 4_000, [ B ]) ], true));
    expect(frames).toEqual([ expect.objectContaining({ subtraces: 0, error: 'out of gas' }) ]);
  });

  it('reports a state change under STATICCALL as write protection', () => {
    const frames = framesFromStructLogs(tx(), trace([
      step('STATICCALL', 1, 90_000, 60_000, [ 0, 0, 0, 0, B, 60_000 ]),
      step('SSTORE', 2, 60_000, 100, [ 1, 0 ]),
      step('POP', 1, 30_000, 2, [ 0 ]),
      step('STOP', 1, 29_998, 0),
    ]));
    expect(frames[1]).toMatchObject({ callType: 'staticcall', error: 'write protection', gasUsed: 60_000n });
  });

  it('reports a create whose code is too costly to store', () => {
    const frames = framesFromStructLogs(tx(), trace([
      step('CREATE', 1, 90_000, 60_000, [ 0, 0, 0 ]),
      // RETURN of 1,000 bytes needs 200,000 gas for the deposit.
      step('RETURN', 2, 50_000, 0, [ 1_000, 0 ]),
      step('POP', 1, 30_000, 2, [ 0 ]),
      step('STOP', 1, 29_998, 0),
    ]));
    expect(frames[1]).toMatchObject({ type: 'create', to: null, error: 'contract creation code storage out of gas' });
  });

  it('refuses steps that jump two levels deeper or end inside a call', () => {
    expect(() => framesFromStructLogs(tx(), trace([ step('PUSH1', 1, 10, 3), step('PUSH1', 3, 10, 3) ]))).toThrow(TraceFormatError);
    expect(() => framesFromStructLogs(tx(), trace([ step('CALL', 1, 90_000, 60_000, callStack(B, 0, 1)), step('PUSH1', 2, 1, 3) ])))
      .toThrow('struct logs end inside a call');
    expect(() => framesFromStructLogs(tx(), { structLogs: 'none' })).toThrow(TraceFormatError);
  });
});
