/**
 * Every ABI item the explorer knows, indexed for lookup: functions and errors by 4-byte
 * selector, events by topic 0. Built once, on first use.
 *
 * @dev A selector can belong to several items: same types under other names (ERC-20
 * `transferFrom(from, to, value)` and ERC-721 `transferFrom(from, to, tokenId)`), or
 * other types entirely (a clash). Candidates keep lookup order (see {@link buildRegistry});
 * {@link orderByStandard} moves those of a hinted token standard first.
 */
import { parseAbi, toEventSelector, toFunctionSelector, type Abi, type AbiEvent, type AbiFunction } from 'viem';

import { DEMO_ABIS } from './abis/demo';
import { COMMON_METHOD_SIGNATURES } from './abis/signatures';
import { STANDARD_ABIS, type Standard } from './abis/standards';
import { canonicalType, signatureText } from './format';

type AbiError = Extract<Abi[number], { type: 'error' }>;

/** A function or error that a selector may stand for. */
export interface CallCandidate {
  item: AbiFunction | AbiError;
  standard: Standard | null;
  /** `name(type name, …)`. */
  methodCall: string;
}

/** An event that a topic 0 may stand for. */
export interface EventCandidate {
  item: AbiEvent;
  standard: Standard | null;
  methodCall: string;
  /** Topics after topic 0 that the event fills; tells ERC-20 from ERC-721 `Transfer`. */
  indexedCount: number;
}

export interface Registry {
  /** By `0x` + 8 lower-case hex digits. */
  functions: Map<string, CallCandidate[]>;
  errors: Map<string, CallCandidate[]>;
  /** By topic 0 in lower case. */
  events: Map<string, EventCandidate[]>;
}

/** Which token standard the ABI of each demo contract implements. */
const DEMO_STANDARDS: Record<string, Standard> = { DemoToken: 'ERC-20', DemoNFT: 'ERC-721', DemoMultiToken: 'ERC-1155' };

/** The revert payloads Solidity itself produces. */
const BUILTIN_ERRORS = [ 'error Error(string reason)', 'error Panic(uint256 code)' ];

function push<T>(map: Map<string, T[]>, key: string, candidate: T & { methodCall: string }): void {
  const list = map.get(key) ?? [];
  // The same item from two sources (a standard and a demo contract) is kept once.
  if (!list.some((known) => (known as { methodCall: string }).methodCall === candidate.methodCall)) list.push(candidate);
  map.set(key, list);
}

/** `name(type,…)`, the text a selector is the hash of. */
function signatureOf(item: AbiFunction | AbiError): string {
  return `${ item.name }(${ item.inputs.map(canonicalType).join(',') })`;
}

/** Adds every function, error and named event of `abi` under its selector or topic 0. */
export function addAbi(registry: Registry, abi: Abi, standard: Standard | null): void {
  for (const item of abi) {
    if (item.type === 'function' || item.type === 'error') {
      const candidate = { item, standard, methodCall: signatureText(item.name, item.inputs) };
      push(item.type === 'function' ? registry.functions : registry.errors, toFunctionSelector(signatureOf(item)).toLowerCase(), candidate);
    } else if (item.type === 'event' && !item.anonymous) {
      const indexedCount = item.inputs.filter((input) => input.indexed).length;
      push(registry.events, toEventSelector(item).toLowerCase(),
        { item, standard, methodCall: signatureText(item.name, item.inputs), indexedCount });
    }
  }
}

const isNamed = (item: Abi[number]) => !('inputs' in item) || item.inputs.every((input) => Boolean(input.name));

/**
 * Lookup order: Solidity's own errors; the demo contracts' items, so devnet traffic reads
 * exactly as its sources; the standards; demo items with unnamed inputs (public getters
 * such as `balanceOf(address)`, which the standards name); the common signatures.
 */
function buildRegistry(): Registry {
  const registry: Registry = { functions: new Map(), errors: new Map(), events: new Map() };
  const demo = Object.entries(DEMO_ABIS).map(([ name, abi ]) => ({ abi, standard: DEMO_STANDARDS[name] ?? null }));
  addAbi(registry, parseAbi(BUILTIN_ERRORS), null);
  for (const { abi, standard } of demo) addAbi(registry, abi.filter(isNamed), standard);
  for (const source of STANDARD_ABIS) addAbi(registry, parseAbi(source.items), source.standard);
  for (const { abi, standard } of demo) addAbi(registry, abi.filter((item) => !isNamed(item)), standard);
  addAbi(registry, parseAbi(COMMON_METHOD_SIGNATURES), null);
  return registry;
}

let registry: Registry | undefined;

/** The registry, built on first call. */
export function getRegistry(): Registry {
  registry ??= buildRegistry();
  return registry;
}

/** Candidates of the hinted standard first, the rest in lookup order. */
export function orderByStandard<T extends { standard: Standard | null }>(candidates: readonly T[], standard: string | null | undefined): T[] {
  if (!standard) return [ ...candidates ];
  return [ ...candidates.filter((candidate) => candidate.standard === standard),
    ...candidates.filter((candidate) => candidate.standard !== standard) ];
}
