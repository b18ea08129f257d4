/**
 * Which sub-tabs the Contract tab shows: Code always; Read and Write when the verified ABI has
 * such functions; Read proxy and Write proxy when the address is a proxy with a known
 * implementation (its ABI is the implementation's, so they are offered either way); Read
 * custom and Write custom from the signed-in user's own ABI of the address.
 */
import type { AddressDetail } from 'types/api/address';
import type { AbiItem, SmartContract } from 'types/api/contract';

export type ContractTabId = 'code' | 'read' | 'write' | 'read_proxy' | 'write_proxy' | 'read_custom' | 'write_custom';

export const CONTRACT_TAB_QUERY_KEY = 'contract_tab';

export const CONTRACT_TAB_TITLES: Record<ContractTabId, string> = {
  code: 'Code', read: 'Read', write: 'Write', read_proxy: 'Read proxy', write_proxy: 'Write proxy', read_custom: 'Read custom', write_custom: 'Write custom',
};

const isRead = (item: AbiItem) => item.type === 'function' && (item.stateMutability === 'view' || item.stateMutability === 'pure');
const isWrite = (item: AbiItem) => item.type === 'function' && !isRead(item);

/** `customAbi`: the signed-in user's custom ABI of this address, which adds Read custom and Write custom. */
export function getContractTabs(
  contract: Pick<SmartContract, 'is_verified' | 'abi' | 'implementations'> | undefined,
  address: Pick<AddressDetail, 'implementations'> | undefined,
  customAbi?: ReadonlyArray<AbiItem>,
): Array<ContractTabId> {
  const abi = contract?.is_verified ? contract.abi ?? [] : [];
  const isProxy = (contract?.implementations?.length ?? address?.implementations?.length ?? 0) > 0;
  const tabs: Array<ContractTabId | false> = [
    'code',
    abi.some(isRead) && 'read',
    abi.some(isWrite) && 'write',
    isProxy && 'read_proxy',
    isProxy && 'write_proxy',
    Boolean(customAbi?.some(isRead)) && 'read_custom',
    Boolean(customAbi?.some(isWrite)) && 'write_custom',
  ];
  return tabs.filter((tab): tab is ContractTabId => Boolean(tab));
}
