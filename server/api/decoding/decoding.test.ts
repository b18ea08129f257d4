/** @jest-environment node */
import fs from 'node:fs';

import {
  encodeAbiParameters, encodeErrorResult, encodeEventTopics, encodeFunctionData, getAddress, keccak256, parseAbi, toHex,
  type AbiFunction, type AbiParameter, type Hex,
} from 'viem';

import { DEMO_ABIS } from './abis/demo';
import { DEMO_ABIS_PATH, renderDemoAbis } from './generateDemoAbis';
import { indexContractAbi } from './contractAbi';
import { decodeInput, decodeLog, decodeMethodName, decodeRevertReason, methodName } from './index';

const ALICE = '0x8ba1f109551bd432803012645ac136ddd64dba72';
const BOB = '0xab5801a7d398351b8be11c439e05c5b3259aec9b';

/** Topics of an event log (without OR-lists, which only filters use). */
const eventTopics = (parameters: Parameters<typeof encodeEventTopics>[0]) => encodeEventTopics(parameters) as Hex[];

/** A plausible value of an ABI type, to encode calls of every demo function. */
function sampleValue(parameter: AbiParameter, seed: number): unknown {
  const array = /^(.*)\[(\d*)\]$/.exec(parameter.type);
  if (array) return [ 0, 1 ].map((offset) => sampleValue({ ...parameter, type: array[1] } as AbiParameter, seed + offset));
  if (parameter.type === 'address') return seed % 2 ? ALICE : BOB;
  if (parameter.type === 'bool') return seed % 2 === 1;
  if (parameter.type === 'string') return `text ${ seed }`;
  if (parameter.type === 'bytes') return toHex(`payload ${ seed }`);
  if (parameter.type.startsWith('bytes')) return keccak256(toHex(seed)).slice(0, 2 + Number(parameter.type.slice(5)) * 2);
  // Within the type's width (a uint8 status takes 0 to 255).
  if (parameter.type.startsWith('uint')) return BigInt(seed * 1000 + 7) % (2n ** BigInt(Number(parameter.type.slice(4)) || 256));
  throw new Error(`no sample for ${ parameter.type }`);
}

describe('decoding', () => {
  it('holds the ABIs of the demo contracts as they compile today (regenerate with generateDemoAbis.ts)', () => {
    expect(fs.readFileSync(DEMO_ABIS_PATH, 'utf8')).toBe(renderDemoAbis());
  });

  it('decodes an ERC-20 transfer with names, a checksummed address and values as strings', () => {
    const abi = parseAbi([ 'function transfer(address to, uint256 value)' ]);
    const input = encodeFunctionData({ abi, functionName: 'transfer', args: [ ALICE, 10n ** 30n ] });
    const decoded = decodeInput(input);
    expect(decoded).toEqual({
      method_call: 'transfer(address to, uint256 value)',
      method_id: 'a9059cbb',
      parameters: [
        { name: 'to', type: 'address', value: getAddress(ALICE) },
        { name: 'value', type: 'uint256', value: '1000000000000000000000000000000' },
      ],
    });
    expect(methodName(decoded!)).toBe('transfer');
    expect(decodeInput(input.toUpperCase().replace('0X', '0x'))).toEqual(decoded);
  });

  it('tells same-selector methods of ERC-20 and ERC-721 apart by the token type of the contract', () => {
    const abi = parseAbi([ 'function transferFrom(address from, address to, uint256 value)' ]);
    const input = encodeFunctionData({ abi, functionName: 'transferFrom', args: [ ALICE, BOB, 5n ] });
    const names = (tokenType?: string) => decodeInput(input, { tokenType })!.parameters.map((parameter) => parameter.name);
    expect(names()).toEqual([ 'from', 'to', 'value' ]);
    expect(names('ERC-20')).toEqual([ 'from', 'to', 'value' ]);
    expect(names('ERC-721')).toEqual([ 'from', 'to', 'tokenId' ]);
  });

  it('decodes every function of every demo contract with the names of its source', () => {
    const tokenTypes: Record<string, string> = { DemoToken: 'ERC-20', DemoNFT: 'ERC-721', DemoMultiToken: 'ERC-1155' };
    for (const [ contract, abi ] of Object.entries(DEMO_ABIS)) {
      for (const item of abi.filter((entry): entry is AbiFunction => entry.type === 'function')) {
        const args = item.inputs.map((input, index) => sampleValue(input, index + 1));
        const input = encodeFunctionData({ abi: [ item ], functionName: item.name, args });
        const decoded = decodeInput(input, { tokenType: tokenTypes[contract] });
        const named = item.inputs.every((parameter) => parameter.name);
        expect({ contract, name: decoded && methodName(decoded), parameters: decoded?.parameters.map((parameter) => named ? parameter.name : '*') })
          .toEqual({ contract, name: item.name, parameters: item.inputs.map((parameter) => named ? parameter.name : '*') });
      }
    }
  });

  it('writes arrays and tuples as nested arrays, booleans and bytes as strings', () => {
    const abi = parseAbi([ 'function aggregate3((address target, bool allowFailure, bytes callData)[] calls) payable' ]);
    const input = encodeFunctionData({ abi, functionName: 'aggregate3', args: [ [
      { target: ALICE, allowFailure: true, callData: '0xa9059cbb' }, { target: BOB, allowFailure: false, callData: '0x' },
    ] ] });
    expect(decodeInput(input)).toEqual({
      method_call: 'aggregate3((address,bool,bytes)[] calls)',
      method_id: '82ad56cb',
      parameters: [ { name: 'calls', type: '(address,bool,bytes)[]', value: [
        [ getAddress(ALICE), 'true', '0xa9059cbb' ], [ getAddress(BOB), 'false', '0x' ],
      ] } ],
    });
  });

  it('decodes common methods known only by their signature', () => {
    const abi = parseAbi([ 'function swapExactTokensForTokens(uint256, uint256, address[], address, uint256)' ]);
    const input = encodeFunctionData({ abi, functionName: 'swapExactTokensForTokens', args: [ 1n, 2n, [ ALICE, BOB ], ALICE, 3n ] });
    expect(decodeInput(input)).toMatchObject({
      method_call: 'swapExactTokensForTokens(uint256 amountIn, uint256 amountOutMin, address[] path, address to, uint256 deadline)',
      parameters: [ { value: '1' }, { value: '2' }, { value: [ getAddress(ALICE), getAddress(BOB) ] }, { value: getAddress(ALICE) }, { value: '3' } ],
    });
  });

  it('names a known method whose arguments do not decode, without parameters', () => {
    expect(decodeInput('0xa9059cbb0000')).toEqual({ method_call: 'transfer(address to, uint256 value)', method_id: 'a9059cbb', parameters: [] });
  });

  it('returns null for junk and unknown selectors, and never throws', () => {
    for (const junk of [ '', '0x', '0xa9059c', '0xdeadbeef', '0xzz059cbb', '0xa9059cbb0', 'a9059cbb', null, undefined, 42, {} ]) {
      expect(decodeInput(junk as string)).toBeNull();
      expect(decodeRevertReason(junk as string)).toBeNull();
    }
    const selectors = [ '0xa9059cbb', '0x23b872dd', '0x2eb2c2d6', '0x82ad56cb', '0x08c379a0' ];
    for (let seed = 0; seed < 200; seed++) {
      const tail = keccak256(toHex(seed)).slice(2).repeat(seed % 5).slice(0, (seed % 7) * 16);
      const data = `${ selectors[seed % selectors.length] }${ tail }`;
      expect(() => decodeInput(data)).not.toThrow();
      expect(() => decodeRevertReason(data)).not.toThrow();
      expect(() => decodeLog({ topics: [ keccak256(toHex(seed)) ], data: `0x${ tail }` })).not.toThrow();
    }
  });

  it('decodes Error(string), Panic(uint256) and the custom errors of the demo contracts', () => {
    const reason = encodeErrorResult({ abi: parseAbi([ 'error Error(string)' ]), errorName: 'Error', args: [ 'Reverter: amount exceeds limit' ] });
    expect(decodeRevertReason(reason)).toEqual({
      method_call: 'Error(string reason)', method_id: '08c379a0',
      parameters: [ { name: 'reason', type: 'string', value: 'Reverter: amount exceeds limit' } ],
    });
    const panic = encodeErrorResult({ abi: parseAbi([ 'error Panic(uint256)' ]), errorName: 'Panic', args: [ 0x12n ] });
    expect(decodeRevertReason(panic)).toMatchObject({ method_call: 'Panic(uint256 code)', parameters: [ { value: '18' } ] });
    const custom = encodeErrorResult({ abi: DEMO_ABIS.Reverter, errorName: 'LimitExceeded', args: [ 5000n, 1000n ] });
    expect(decodeRevertReason(custom)).toEqual({
      method_call: 'LimitExceeded(uint256 requested, uint256 available)', method_id: custom.slice(2, 10),
      parameters: [ { name: 'requested', type: 'uint256', value: '5000' }, { name: 'available', type: 'uint256', value: '1000' } ],
    });
    expect(decodeRevertReason('0x12345678')).toBeNull();
  });

  describe('logs', () => {
    const erc20 = parseAbi([ 'event Transfer(address indexed from, address indexed to, uint256 value)' ]);
    const erc721 = parseAbi([ 'event Transfer(address indexed from, address indexed to, uint256 indexed tokenId)' ]);

    it('tells an ERC-20 Transfer from an ERC-721 Transfer by the number of topics', () => {
      const fungible = eventTopics({ abi: erc20, eventName: 'Transfer', args: { from: ALICE, to: BOB } });
      expect(decodeLog({ topics: [ ...fungible, null ], data: encodeAbiParameters([ { type: 'uint256' } ], [ 99n ]) })).toEqual({
        method_call: 'Transfer(address indexed from, address indexed to, uint256 value)',
        method_id: 'ddf252ad',
        parameters: [
          { name: 'from', type: 'address', indexed: true, value: getAddress(ALICE) },
          { name: 'to', type: 'address', indexed: true, value: getAddress(BOB) },
          { name: 'value', type: 'uint256', indexed: false, value: '99' },
        ],
      });
      const nft = eventTopics({ abi: erc721, eventName: 'Transfer', args: { from: ALICE, to: BOB, tokenId: 7n } });
      expect(decodeLog({ topics: nft, data: '0x' })).toMatchObject({
        method_call: 'Transfer(address indexed from, address indexed to, uint256 indexed tokenId)',
        parameters: [ { value: getAddress(ALICE) }, { value: getAddress(BOB) }, { name: 'tokenId', indexed: true, value: '7' } ],
      });
    });

    it('decodes ERC-1155 batches into arrays and keeps hashed indexed values as they are', () => {
      const abi = parseAbi([ 'event TransferBatch(address indexed operator, address indexed from, address indexed to, uint256[] ids, uint256[] values)' ]);
      const topics = eventTopics({ abi, eventName: 'TransferBatch', args: { operator: ALICE, from: ALICE, to: BOB } });
      const data = encodeAbiParameters(parseAbi([ 'function f(uint256[], uint256[])' ])[0].inputs, [ [ 1n, 2n ], [ 10n, 20n ] ]);
      expect(decodeLog({ topics, data })?.parameters.slice(3)).toEqual([
        { name: 'ids', type: 'uint256[]', indexed: false, value: [ '1', '2' ] },
        { name: 'values', type: 'uint256[]', indexed: false, value: [ '10', '20' ] },
      ]);
      const uri = parseAbi([ 'event URI(string value, uint256 indexed id)' ]);
      const uriTopics = eventTopics({ abi: uri, eventName: 'URI', args: { id: 3n } });
      expect(decodeLog({ topics: uriTopics, data: encodeAbiParameters([ { type: 'string' } ], [ 'ipfs://x' ]) })?.parameters)
        .toEqual([ { name: 'value', type: 'string', indexed: false, value: 'ipfs://x' }, { name: 'id', type: 'uint256', indexed: true, value: '3' } ]);
    });

    it('decodes the events of the demo contracts', () => {
      const topics = eventTopics({ abi: DEMO_ABIS.CallRecorder, eventName: 'Recorded', args: { context: ALICE } });
      const data = encodeAbiParameters([ { type: 'uint256' }, { type: 'uint256' } ], [ 2n, 42n ]);
      expect(decodeLog({ topics, data })).toMatchObject({
        method_call: 'Recorded(address indexed context, uint256 runs, uint256 note)', parameters: [ {}, { value: '2' }, { value: '42' } ],
      });
    });

    it('returns null for unknown events, wrong topic counts and junk', () => {
      const fungible = eventTopics({ abi: erc20, eventName: 'Transfer', args: { from: ALICE, to: BOB } });
      const value = encodeAbiParameters([ { type: 'uint256' } ], [ 1n ]);
      expect(decodeLog({ topics: [ keccak256(toHex('Nothing()')) ], data: '0x' })).toBeNull();
      expect(decodeLog({ topics: fungible.slice(0, 2), data: value })).toBeNull();
      expect(decodeLog({ topics: fungible, data: '0x' })).toBeNull();
      expect(decodeLog({ topics: [], data: '0x' })).toBeNull();
      expect(decodeLog({ topics: [ null, fungible[0] ], data: value })).toBeNull();
      expect(decodeLog({ topics: [ fungible[0].slice(0, 20) ], data: '0x' })).toBeNull();
      expect(decodeLog({ topics: fungible, data: 'zz' })).toBeNull();
      expect(decodeLog(null as unknown as { topics: string[]; data: string })).toBeNull();
      expect(decodeLog({ topics: 'nope', data: '0x' } as unknown as { topics: string[]; data: string })).toBeNull();
      expect(decodeLog({ topics: fungible, data: value })).not.toBeNull();
    });
  });

  describe('with a contract\'s verified ABIs', () => {
    // Same selectors as ERC-20's transfer and Transfer, other names; plus items of its own.
    const verified = indexContractAbi([ ...parseAbi([
      'function transfer(address recipient, uint256 amount)',
      'function recordSighting(string species, uint32 count)',
      'event Transfer(address indexed sender, address indexed receiver, uint256 amount)',
      'error TooMany(uint32 count)',
    ]), { type: 'function', name: 'broken', inputs: [ { type: 'no-such-type' } ] }, 'junk' ]);
    const transfer = encodeFunctionData({ abi: parseAbi([ 'function transfer(address, uint256)' ]), functionName: 'transfer', args: [ ALICE, 1n ] });

    it('decodes the contract\'s own methods, events and errors, its items first for that contract only', () => {
      const sighting = encodeFunctionData({ abi: parseAbi([ 'function recordSighting(string, uint32)' ]), functionName: 'recordSighting', args: [ 'kea', 3 ] });
      expect(decodeInput(sighting)).toBeNull();
      expect(decodeInput(sighting, { abis: [ verified ] })).toMatchObject({ method_call: 'recordSighting(string species, uint32 count)',
        parameters: [ { name: 'species', value: 'kea' }, { name: 'count', value: '3' } ] });
      expect(decodeInput(transfer, { abis: [ verified ], tokenType: 'ERC-20' })?.method_call).toBe('transfer(address recipient, uint256 amount)');
      expect(decodeInput(transfer, { tokenType: 'ERC-20' })?.method_call).toBe('transfer(address to, uint256 value)');
      const topics = eventTopics({ abi: parseAbi([ 'event Transfer(address indexed, address indexed, uint256)' ]), eventName: 'Transfer', args: [ ALICE, BOB ] });
      const log = { topics, data: encodeAbiParameters([ { type: 'uint256' } ], [ 5n ]) };
      expect(decodeLog(log, { abis: [ verified ] })?.method_call).toBe('Transfer(address indexed sender, address indexed receiver, uint256 amount)');
      expect(decodeLog(log)?.method_call).toBe('Transfer(address indexed from, address indexed to, uint256 value)');
      const error = encodeErrorResult({ abi: parseAbi([ 'error TooMany(uint32)' ]), errorName: 'TooMany', args: [ 9 ] });
      expect(decodeRevertReason(error)).toBeNull();
      expect(decodeRevertReason(error, { abis: [ verified ] })).toMatchObject({ method_call: 'TooMany(uint32 count)', parameters: [ { value: '9' } ] });
    });

    it('names a method without decoding it as decodeInput names it', () => {
      const transferFrom = encodeFunctionData({ abi: parseAbi([ 'function transferFrom(address, address, uint256)' ]), functionName: 'transferFrom',
        args: [ ALICE, BOB, 1n ] });
      for (const [ input, hint ] of [ [ transfer, { abis: [ verified ] } ], [ transfer, undefined ], [ transferFrom, { tokenType: 'ERC-721' } ],
        [ '0xa9059cbb0000', undefined ], [ '0xdeadbeef', undefined ], [ 'junk', undefined ] ] as const) {
        const decoded = decodeInput(input, hint);
        expect(decodeMethodName(input, hint)).toBe(decoded && methodName(decoded));
      }
    });
  });
});
