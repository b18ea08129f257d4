/** @jest-environment node */
import {
  createPublicClient, createWalletClient, custom, encodeDeployData, parseEventLogs, toHex, type Abi, type AbiEvent, type AbiFunction, type Address, type Hex,
} from 'viem';

import { getArtifact, type DemoContractName } from '../compile';
import { createDevnet, type Devnet } from '../node';
import {
  DEPOSIT_RELAY_ABI, DEPOSIT_RELAYED, decodeDepositOpaqueData, hashWithdrawal, L2_TO_L1_MESSAGE_PASSER_ADDRESS, MESSAGE_PASSED, MESSAGE_PASSER_ABI,
  OUTPUT_ORACLE_ABI, OUTPUT_PROPOSED, PORTAL_ABI, TRANSACTION_DEPOSITED, WITHDRAWAL_FINALIZED, WITHDRAWAL_PROVEN,
} from './opProtocol';

const EVENTS = [ TRANSACTION_DEPOSITED, WITHDRAWAL_PROVEN, WITHDRAWAL_FINALIZED, OUTPUT_PROPOSED, MESSAGE_PASSED, DEPOSIT_RELAYED ];

/** An item as its source declares it: kind, name, and each parameter's type, `indexed` and name. */
function declaration(item: AbiEvent | AbiFunction): string {
  const inputs = item.inputs.map((input) => [ input.type, 'indexed' in input && input.indexed ? 'indexed' : '', input.name ].filter(Boolean).join(' '));
  return `${ item.type } ${ item.name }(${ inputs.join(', ') })`;
}

const declarations = (name: DemoContractName) => getArtifact(name).abi
  .filter((item): item is AbiEvent | AbiFunction => item.type === 'event' || item.type === 'function')
  .map(declaration);

describe('demo rollup contracts', () => {
  it('declare OP\'s events verbatim, and the functions the relay calls', () => {
    const portal = [ TRANSACTION_DEPOSITED, WITHDRAWAL_PROVEN, WITHDRAWAL_FINALIZED, ...PORTAL_ABI ];
    expect(declarations('DemoOptimismPortal')).toEqual(expect.arrayContaining(portal.map(declaration)));
    expect(declarations('DemoL2OutputOracle')).toEqual(expect.arrayContaining([ OUTPUT_PROPOSED, ...OUTPUT_ORACLE_ABI ].map(declaration)));
    expect(declarations('DemoL2ToL1MessagePasser')).toEqual(expect.arrayContaining([ MESSAGE_PASSED, ...MESSAGE_PASSER_ABI ].map(declaration)));
    expect(declarations('DemoDepositRelay')).toEqual(expect.arrayContaining([ DEPOSIT_RELAYED, ...DEPOSIT_RELAY_ABI ].map(declaration)));
  });

  describe('on a devnet', () => {
    let devnet: Devnet;
    let wallet: ReturnType<typeof createWalletClient>;
    let client: ReturnType<typeof createPublicClient>;
    let sender: Address;

    beforeAll(async() => {
      devnet = await createDevnet({ port: 0, blockIntervalMs: 0 });
      client = createPublicClient({ transport: custom(devnet.provider) });
      wallet = createWalletClient({ transport: custom(devnet.provider) });
      sender = devnet.accounts[0].address;
    });
    afterAll(() => devnet.close());

    async function deploy(name: DemoContractName, args: readonly unknown[] = []): Promise<Address> {
      const { abi, bytecode } = getArtifact(name);
      const hash = await wallet.sendTransaction({ account: sender, chain: null, data: encodeDeployData({ abi, bytecode, args } as never) });
      return (await client.getTransactionReceipt({ hash })).contractAddress as Address;
    }

    async function send(to: Address, abi: Abi, functionName: string, args: readonly unknown[], value = 0n) {
      const hash = await wallet.writeContract({ account: sender, chain: null, address: to, abi, functionName, args, value } as never);
      const receipt = await client.getTransactionReceipt({ hash });
      return { receipt, logs: parseEventLogs({ abi: EVENTS, logs: receipt.logs }) };
    }

    it('packs a deposit as OP does: mint, value, gas limit, creation flag, data', async() => {
      const oracle = await deploy('DemoL2OutputOracle', [ 60n ]);
      const portal = await deploy('DemoOptimismPortal', [ oracle ]);
      const to = devnet.accounts[1].address;
      const { logs } = await send(portal, PORTAL_ABI, 'depositTransaction', [ to, 5n, 100_000n, false, '0xbeef' ], 7n);
      expect(logs).toHaveLength(1);
      const event = logs[0] as unknown as { eventName: string; args: { from: Address; to: Address; version: bigint; opaqueData: Hex } };
      expect(event.eventName).toBe('TransactionDeposited');
      expect([ event.args.from, event.args.to, event.args.version ]).toEqual([ sender, to, 0n ]);
      expect(event.args.opaqueData).toBe(`0x${ toHex(7n, { size: 32 }).slice(2) }${ toHex(5n, { size: 32 }).slice(2) }${ toHex(100_000n, { size: 8 }).slice(2) }00beef`);
      expect(decodeDepositOpaqueData(event.args.opaqueData)).toEqual({ mint: 7n, value: 5n, gasLimit: 100_000n, isCreation: false, data: '0xbeef' });
    });

    it('finalizes a proven withdrawal only after the finalization period', async() => {
      const oracle = await deploy('DemoL2OutputOracle', [ 100n ]);
      const portal = await deploy('DemoOptimismPortal', [ oracle ]);
      const hash = `0x${ 'ab'.repeat(32) }` as Hex;
      await send(portal, PORTAL_ABI, 'proveWithdrawal', [ hash, sender, sender ]);
      const early = await send(portal, PORTAL_ABI, 'finalizeWithdrawal', [ hash ]);
      expect(early.receipt.status).toBe('reverted');
      await devnet.provider.request({ method: 'evm_increaseTime', params: [ 100 ] });
      const late = await send(portal, PORTAL_ABI, 'finalizeWithdrawal', [ hash ]);
      expect(late.logs.map((log) => [ log.eventName, (log.args as { success?: boolean }).success ])).toEqual([ [ 'WithdrawalFinalized', true ] ]);
    });

    it('numbers outputs from 0 and refuses to go back', async() => {
      const oracle = await deploy('DemoL2OutputOracle', [ 60n ]);
      const first = await send(oracle, OUTPUT_ORACLE_ABI, 'proposeL2Output', [ `0x${ '01'.repeat(32) }`, 10n ]);
      const second = await send(oracle, OUTPUT_ORACLE_ABI, 'proposeL2Output', [ `0x${ '02'.repeat(32) }`, 20n ]);
      const back = await send(oracle, OUTPUT_ORACLE_ABI, 'proposeL2Output', [ `0x${ '03'.repeat(32) }`, 15n ]);
      const indexes = [ first, second ].map((result) => (result.logs[0].args as { l2OutputIndex: bigint }).l2OutputIndex);
      expect(indexes).toEqual([ 0n, 1n ]);
      expect(back.receipt.status).toBe('reverted');
      expect(await client.readContract({ address: oracle, abi: OUTPUT_ORACLE_ABI, functionName: 'latestBlockNumber' })).toBe(20n);
    });

    it('passes messages at the predeploy with OP\'s versioned nonces and withdrawal hashes', async() => {
      const code = getArtifact('DemoL2ToL1MessagePasser').deployedBytecode;
      await devnet.provider.request({ method: 'hardhat_setCode', params: [ L2_TO_L1_MESSAGE_PASSER_ADDRESS, code ] });
      const passed = [];
      for (const data of [ '0x', '0x1234' ] as const) {
        const { logs } = await send(L2_TO_L1_MESSAGE_PASSER_ADDRESS, MESSAGE_PASSER_ABI, 'initiateWithdrawal', [ sender, 100_000n, data ], 3n);
        passed.push(logs[0].args as { nonce: bigint; sender: Address; target: Address; value: bigint; gasLimit: bigint; data: Hex; withdrawalHash: Hex });
      }
      expect(passed.map((args) => args.nonce)).toEqual([ 1n << 240n, (1n << 240n) | 1n ]);
      for (const args of passed) expect(args.withdrawalHash).toBe(hashWithdrawal(args));
    });

    it('relays a deposit with its value, and marks it even when the call fails', async() => {
      const relay = await deploy('DemoDepositRelay');
      const recipient = devnet.accounts[2].address;
      const before = await client.getBalance({ address: recipient });
      const sourceHash = `0x${ 'cd'.repeat(32) }` as Hex;
      const delivered = await send(relay, DEPOSIT_RELAY_ABI, 'relay', [ sourceHash, sender, recipient, '0x' ], 9n);
      expect(delivered.logs.map((log) => log.eventName)).toEqual([ 'DepositRelayed' ]);
      expect(await client.getBalance({ address: recipient }) - before).toBe(9n);
      // The relay itself has no `fallback`: a call to it with unknown data fails.
      const failed = await send(relay, DEPOSIT_RELAY_ABI, 'relay', [ sourceHash, sender, relay, '0xdeadbeef' ], 1n);
      expect([ failed.receipt.status, failed.logs.map((log) => log.eventName) ]).toEqual([ 'success', [ 'DepositRelayed' ] ]);
    });
  });
});
