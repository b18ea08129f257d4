import { isHttpUrl } from 'lib/url/isHttpUrl';

export const NETWORK_GROUPS = [ 'Mainnets', 'Testnets', 'Other' ] as const;
export type NetworkGroup = typeof NETWORK_GROUPS[number];

export interface FeaturedNetwork {
  title: string;
  url: string;
  group: NetworkGroup;
  icon?: string;
  isActive?: boolean;
  invertIconInDarkMode?: boolean;
}

/** The document at NEXT_PUBLIC_FEATURED_NETWORKS: every url (and icon, when there is one) http(s). */
export function isFeaturedNetworkList(value: unknown): value is Array<FeaturedNetwork> {
  return Array.isArray(value) && value.every((item: FeaturedNetwork) =>
    typeof item === 'object' && item !== null &&
    typeof item.title === 'string' && isHttpUrl(item.url) && (item.icon === undefined || isHttpUrl(item.icon)) &&
    (NETWORK_GROUPS as ReadonlyArray<string>).includes(item.group));
}

/** The tabs to show: only groups that have at least one network, in the fixed order. */
export function getNetworkTabs(networks: ReadonlyArray<FeaturedNetwork>): Array<NetworkGroup> {
  return NETWORK_GROUPS.filter((group) => networks.some((network) => network.group === group));
}
