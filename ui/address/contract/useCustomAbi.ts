/** The signed-in user's custom ABI of this address (account feature), or undefined. */
import config from 'configs/app';
import { useApiQuery } from 'lib/api/useApiQuery';
import type { AbiItem } from 'types/api/contract';
import { useIsLoggedIn } from 'ui/snippets/profile/useProfileQuery';

export default function useCustomAbi(hash: string): ReadonlyArray<AbiItem> | undefined {
  const isLoggedIn = useIsLoggedIn();
  const query = useApiQuery('account:custom_abi', { queryOptions: { enabled: config.features.account.isEnabled && isLoggedIn, retry: false } });
  return query.data?.find((item) => item.contract_address_hash.toLowerCase() === hash.toLowerCase())?.abi as ReadonlyArray<AbiItem> | undefined;
}
