/** @jest-environment node */
// The node-call gate with stand-in calls: how many run at once, in total and per client,
// who waits and who is refused, the time limit, and each client's node time per minute.
import { createNodeCallGate, NodeCallRefused, NodeCallTimedOut, type NodeCallLimits } from './nodeCallGate';
import { readNodeCallLimits } from './nodeCallConfig';

const LIMITS: NodeCallLimits = {
  gasPerCall: 1_000_000, gasPerRequest: 2_000_000, concurrency: 2, concurrencyPerClient: 1, timeoutMs: 300, nodeMsPerClientMinute: 1000,
};

/** A call at the node that finishes when the test says so. */
function pendingCall() {
  let finish!: (value: string) => void;
  let started = false;
  const promise = new Promise<string>((resolve) => {
    finish = resolve;
  });
  return { work: () => {
    started = true;
    return promise;
  }, finish, started: () => started };
}

const settle = () => new Promise((resolve) => setImmediate(resolve));

describe('node-call gate', () => {
  it('caps the gas of a call and gives the cap to a call that names none', () => {
    const gate = createNodeCallGate(LIMITS);
    expect(gate.gasFor(null)).toBe(1_000_000);
    expect(gate.gasFor(30_000_000n)).toBe(1_000_000);
    expect(gate.gasFor(50_000n)).toBe(50_000);
  });

  it('runs one call per client and two in all at once; the others wait, turns going round the clients', async() => {
    const gate = createNodeCallGate({ ...LIMITS, timeoutMs: 5000 });
    const a1 = pendingCall();
    const a2 = pendingCall();
    const b1 = pendingCall();
    const c1 = pendingCall();
    const results = [ gate.run('a', a1.work), gate.run('a', a2.work), gate.run('b', b1.work), gate.run('c', c1.work) ];
    await settle();
    // a's second call waits for a's first; c waits for a free slot of the two.
    expect([ a1.started(), a2.started(), b1.started(), c1.started() ]).toEqual([ true, false, true, false ]);
    a1.finish('a1');
    await settle();
    // a2 came before c1, but a was just served and c not yet: c goes first.
    expect([ a2.started(), c1.started() ]).toEqual([ false, true ]);
    b1.finish('b1');
    await settle();
    expect(a2.started()).toBe(true);
    a2.finish('a2');
    c1.finish('c1');
    await expect(Promise.all(results)).resolves.toEqual([ 'a1', 'a2', 'b1', 'c1' ]);
  });

  it('answers a time-out after timeoutMs but keeps the slot until the node has answered', async() => {
    const gate = createNodeCallGate({ ...LIMITS, concurrency: 1 });
    const slow = pendingCall();
    const started = Date.now();
    await expect(gate.run('a', slow.work)).rejects.toThrow(new NodeCallTimedOut(300));
    expect(Date.now() - started).toBeGreaterThanOrEqual(290);
    // The node still works on a's call: b waits, and is told the node is busy.
    const next = pendingCall();
    const waiting = gate.run('b', next.work);
    await expect(waiting).rejects.toBeInstanceOf(NodeCallRefused);
    await expect(waiting).rejects.toMatchObject({ reason: 'busy', retryAfterSeconds: 1 });
    expect(next.started()).toBe(false);
    slow.finish('late');
    await settle();
    await expect(gate.run('b', async() => 'now')).resolves.toBe('now');
  });

  it('refuses a client whose node time for the minute is spent, until the minute has passed; others go on', async() => {
    let clock = 1_000_000;
    const gate = createNodeCallGate(LIMITS, () => clock);
    await gate.run('a', async() => {
      clock += 1200;
      return 'long';
    });
    expect(() => gate.checkBudget('a')).toThrow(NodeCallRefused);
    await expect(gate.run('a', async() => 'again')).rejects.toMatchObject({ reason: 'budget', retryAfterSeconds: 60 });
    await expect(gate.run('b', async() => 'other client')).resolves.toBe('other client');
    clock += 59_000;
    await expect(gate.run('a', async() => 'too soon')).rejects.toMatchObject({ reason: 'budget', retryAfterSeconds: 1 });
    clock += 1000;
    await expect(gate.run('a', async() => 'next minute')).resolves.toBe('next minute');
  });

  it('frees the slot of a call that failed at the node', async() => {
    const gate = createNodeCallGate({ ...LIMITS, concurrency: 1 });
    await expect(gate.run('a', async() => {
      throw new Error('node down');
    })).rejects.toThrow('node down');
    await expect(gate.run('a', async() => 'ok')).resolves.toBe('ok');
  });
});

describe('ETH_CALL_* settings', () => {
  it('reads each limit and names a bad one', () => {
    expect(readNodeCallLimits({ ETH_CALL_GAS_CAP: '1000000', ETH_CALL_CLIENT_CONCURRENCY: '1' }, LIMITS))
      .toEqual({ ...LIMITS, gasPerCall: 1_000_000, concurrencyPerClient: 1 });
    expect(() => readNodeCallLimits({ ETH_CALL_TIMEOUT_MS: '5s' })).toThrow('ETH_CALL_TIMEOUT_MS="5s": expected an integer from 100 to 120000');
    expect(() => readNodeCallLimits({ ETH_CALL_GAS_CAP: '100000000', ETH_CALL_REQUEST_GAS_CAP: '50000000' }))
      .toThrow('ETH_CALL_REQUEST_GAS_CAP (50000000) must be at least ETH_CALL_GAS_CAP (100000000)');
    expect(() => readNodeCallLimits({ ETH_CALL_CONCURRENCY: '2', ETH_CALL_CLIENT_CONCURRENCY: '3' })).toThrow('ETH_CALL_CLIENT_CONCURRENCY (3)');
  });
});
