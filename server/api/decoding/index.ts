/**
 * ABI decoding of transaction input, event logs and revert data: first with the verified
 * ABI of the contract concerned (and of its implementations, for a proxy), then with the
 * known ABIs (ERC-20, ERC-721, ERC-1155, common extras, the devnet's demo contracts) and a
 * table of common method signatures. Nothing here throws on junk: what does not decode is null.
 */
import { decodeAbiParameters, type AbiParameter, type Hex } from 'viem';

import type { DecodedInput, DecodedLogInput, DecodedLogParam } from '../../../types/api/decodedInput';
import { isFullHash } from '../../../types/hashes';
import type { Standard } from './abis/standards';
import { canonicalType, formatValue, methodNameOf } from './format';
import { getRegistry, orderByStandard, type CallCandidate, type EventCandidate, type Registry } from './registry';

export type { ContractAbis } from './contractAbi';

/** What the caller knows about the contract, to pick between same-selector methods. */
export interface DecodeHint {
  /** Token type of the called or emitting contract (`ERC-20`, `ERC-721`, …), if it is a token. */
  tokenType?: string | null;
  /**
   * Indexes of the contract's own verified ABI, then of its verified implementations'
   * (`ContractAbis`): their items come before every known one, for this contract only.
   */
  abis?: readonly Registry[];
}

const HEX = /^0x(?:[0-9a-fA-F]{2})*$/;
/** `0x` + 4 bytes of selector. */
const SELECTOR_LENGTH = 10;

function decodeParameters(inputs: readonly AbiParameter[], data: Hex) {
  const values = decodeAbiParameters(inputs, data);
  return inputs.map((input, index) => ({ name: input.name ?? '', type: canonicalType(input), value: formatValue(input, values[index]) }));
}

/**
 * Decodes `data` (selector + arguments) against the candidates of its selector. When the
 * selector is known but no candidate's types fit the arguments, the method is still named,
 * with no parameters.
 */
function decodeCall(candidates: readonly CallCandidate[], data: string): DecodedInput {
  const args = `0x${ data.slice(SELECTOR_LENGTH) }` as Hex;
  const methodId = data.slice(2, SELECTOR_LENGTH).toLowerCase();
  for (const candidate of candidates) {
    try {
      return { method_call: candidate.methodCall, method_id: methodId, parameters: decodeParameters(candidate.item.inputs, args) };
    } catch {
      // Arguments that do not fit these types: try the next candidate.
    }
  }
  return { method_call: candidates[0].methodCall, method_id: methodId, parameters: [] };
}

/** The verified ABIs' candidates (in hint order), then the known ones with the hinted standard first. */
function candidatesOf<T extends { standard: Standard | null }>(pick: (index: Registry) => T[] | undefined, hint?: DecodeHint): T[] {
  const verified = (hint?.abis ?? []).flatMap((index) => pick(index) ?? []);
  return [ ...verified, ...orderByStandard(pick(getRegistry()) ?? [], hint?.tokenType) ];
}

/** The candidates for the selector of `data`, or null when it is no call data or nothing has its selector. */
function callCandidates(kind: 'functions' | 'errors', data: unknown, hint?: DecodeHint): CallCandidate[] | null {
  if (typeof data !== 'string' || data.length < SELECTOR_LENGTH || !HEX.test(data)) return null;
  const selector = data.slice(0, SELECTOR_LENGTH).toLowerCase();
  const candidates = candidatesOf((index) => index[kind].get(selector), hint);
  return candidates.length > 0 ? candidates : null;
}

/** Calldata → decoded call, or null when no verified or known ABI, nor a signature, has its selector. */
export function decodeInput(input: string, hint?: DecodeHint): DecodedInput | null {
  const candidates = callCandidates('functions', input, hint);
  return candidates ? decodeCall(candidates, input) : null;
}

/**
 * The method name {@link decodeInput} gives (`transfer`), or null. The arguments are decoded
 * only when same-selector candidates differ in name: lists that show the name alone (CSV
 * rows) skip that work.
 */
export function decodeMethodName(input: string, hint?: DecodeHint): string | null {
  const candidates = callCandidates('functions', input, hint);
  if (!candidates) return null;
  const names = new Set(candidates.map((candidate) => methodNameOf(candidate.methodCall)));
  return names.size === 1 ? [ ...names ][0] : methodNameOf(decodeCall(candidates, input).method_call!);
}

/**
 * Raw revert data → decoded `Error(string)`, `Panic(uint256)` or a custom error of the
 * hinted verified ABIs or of the known ones, or null (the caller then shows the raw bytes).
 */
export function decodeRevertReason(raw: string, hint?: DecodeHint): DecodedInput | null {
  const candidates = callCandidates('errors', raw, hint);
  return candidates ? decodeCall(candidates, raw) : null;
}

/** The method name of a decoded call (`transfer`). */
export function methodName(decoded: DecodedInput): string | null {
  return decoded.method_call === null ? null : methodNameOf(decoded.method_call);
}

/** Decodes a log against one event: indexed values from the topics, the rest from the data. */
function decodeEvent(candidate: EventCandidate, topics: string[], data: Hex): DecodedLogParam[] {
  const { inputs } = candidate.item;
  const plain = decodeAbiParameters(inputs.filter((input) => !input.indexed), data);
  let topicIndex = 1;
  let dataIndex = 0;
  return inputs.map((input) => {
    const name = input.name ?? '';
    const type = canonicalType(input);
    if (!input.indexed) return { name, type, indexed: false, value: formatValue(input, plain[dataIndex++]) };
    const topic = topics[topicIndex++] as Hex;
    // Indexed strings, bytes, arrays and tuples are stored as their hash: shown as is.
    const hashed = input.type === 'string' || input.type === 'bytes' || input.type.endsWith(']') || input.type.startsWith('tuple');
    return { name, type, indexed: true, value: hashed ? topic.toLowerCase() : formatValue(input, decodeAbiParameters([ input ], topic)[0]) };
  });
}

/**
 * A log's topics and data → decoded event, or null when no verified or known event fits.
 * Events that share topic 0 are told apart by how many indexed parameters they have (ERC-20
 * and ERC-721 `Transfer`), then by the emitter's verified ABIs, then by the hinted token type.
 */
export function decodeLog(log: { topics: ReadonlyArray<string | null>; data: string }, hint?: DecodeHint): DecodedLogInput | null {
  if (!Array.isArray(log?.topics) || typeof log.data !== 'string' || !HEX.test(log.data)) return null;
  const topics: string[] = [];
  for (const topic of log.topics) {
    if (topic === null) break;
    if (!isFullHash(topic)) return null;
    topics.push(topic);
  }
  if (topics.length === 0) return null;
  const topic0 = topics[0].toLowerCase();
  const candidates = candidatesOf((index) => index.events.get(topic0), hint)
    .filter((candidate) => candidate.indexedCount === topics.length - 1);
  for (const candidate of candidates) {
    try {
      const parameters = decodeEvent(candidate, topics, log.data as Hex);
      return { method_call: candidate.methodCall, method_id: topics[0].slice(2, SELECTOR_LENGTH).toLowerCase(), parameters };
    } catch {
      // Data that does not fit this event: try the next one.
    }
  }
  return null;
}
