/**
 * The legacy read/write method endpoints (GUIDE §5.3): the method lists of a contract's
 * ABI, with the current values of read methods without inputs, and one read method called
 * with arguments. Calls go to the node (`lib/node.ts`); a node that does not answer makes
 * the request fail with 503, a revert is an answer and is explained.
 */
import { concat, encodeAbiParameters, type AbiParameter as ViemAbiParameter, type Address, type Hex } from 'viem';

import type {
  Abi, AbiItem, SmartContractMethod, SmartContractQueryMethodResponse,
} from '../../../types/api/contract';
import { InvalidParamError } from '../../http/errors';
import type { NodeClient } from '../lib/node';
import {
  decodeOutputs, explainRevert, isReadMethod, isWriteMethod, methodIdOf, outputNames, outputType, parseArguments, serializeMethod,
} from '../serializers/contractMethod';

/** Several ABIs (a proxy's implementations) as one: the first entry of a selector wins. */
export function mergeAbis(abis: readonly Abi[]): Abi {
  const seen = new Set<string>();
  return abis.flat().filter((item) => {
    const key = item.type === 'function' ? methodIdOf(item) : item.type === 'fallback' || item.type === 'receive' ? item.type : null;
    if (key === null || seen.has(key)) return key === null;
    seen.add(key);
    return true;
  });
}

function encodeCall(item: AbiItem, args: unknown[]): Hex {
  let encoded: Hex;
  try {
    encoded = encodeAbiParameters((item.inputs ?? []) as ViemAbiParameter[], args);
  } catch (error) {
    // parseArguments checked each value; what is left is a type viem refuses.
    throw new InvalidParamError('args', (error as { shortMessage?: string }).shortMessage ?? 'cannot be encoded');
  }
  return concat([ `0x${ methodIdOf(item) }`, encoded ]);
}

type Outcome = { ok: true; values: unknown[] } | { ok: false; result: { code?: number; message: string; raw?: string } };

/** Calls one method of `address` and decodes what it gives. */
async function callMethod(node: NodeClient, address: Address, abi: Abi, item: AbiItem, args: unknown[], from?: Address): Promise<Outcome> {
  const answer = await node.call({ to: address, data: encodeCall(item, args), from });
  if (!answer.ok) {
    const reason = explainRevert(abi, answer.data);
    return { ok: false, result: {
      ...(answer.code === null ? {} : { code: answer.code }),
      message: reason ? `execution reverted: ${ reason }` : answer.message,
      ...(answer.data && answer.data !== '0x' ? { raw: answer.data } : {}),
    } };
  }
  try {
    return { ok: true, values: decodeOutputs(item, answer.data) };
  } catch {
    // No code at the address, or code that does not follow this ABI.
    return { ok: false, result: { message: answer.data === '0x' ? 'The call returned no data' : `The call returned data that does not fit the ABI: ${ answer.data }` } };
  }
}

/** The read methods of `abi`, those without inputs called at the latest block. */
export async function presentReadMethods(node: NodeClient, address: Address, abi: Abi, from?: Address): Promise<SmartContractMethod[]> {
  return Promise.all(abi.filter(isReadMethod).map(async(item) => {
    if ((item.inputs ?? []).length > 0) return serializeMethod(item);
    const outcome = await callMethod(node, address, abi, item, [], from);
    return serializeMethod(item, outcome.ok ? outcome.values : { error: outcome.result.message });
  }));
}

/** The write methods of `abi` (nothing is called). */
export function presentWriteMethods(abi: Abi): SmartContractMethod[] {
  return abi.filter(isWriteMethod).map((item) => serializeMethod(item));
}

/** Calls the function `methodId` of `abi` with `args` (JSON) on `address`. */
export async function queryMethod(node: NodeClient, address: Address, abi: Abi, request: { methodId: string; args: unknown[]; from?: Address }):
Promise<SmartContractQueryMethodResponse> {
  const item = abi.find((entry) => entry.type === 'function' && methodIdOf(entry) === request.methodId);
  if (!item) throw new InvalidParamError('method_id', 'not a method of this contract');
  const outcome = await callMethod(node, address, abi, item, parseArguments(item.inputs, request.args), request.from);
  if (!outcome.ok) return { is_error: true, result: outcome.result };
  const outputs = item.outputs ?? [];
  return { is_error: false, result: {
    names: outputNames(outputs) as Array<string | Array<string>>,
    output: outputs.map((output, index) => ({ type: outputType(output), value: outcome.values[index] })),
  } };
}
