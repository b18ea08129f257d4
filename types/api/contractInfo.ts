/**
 * The contracts-info service: verified token info and verified addresses (GUIDE §8).
 * Field names are camelCase on this service.
 */
import type { AddressHash, Timestamp } from './shared';

export interface TokenInfoLinks {
  docs: string | null;
  github: string | null;
  telegram: string | null;
  linkedin: string | null;
  discord: string | null;
  slack: string | null;
  twitter: string | null;
  openSea: string | null;
  facebook: string | null;
  medium: string | null;
  reddit: string | null;
  support: string | null;
}

export interface TokenInfoTickers {
  coinMarketCapTicker: string | null;
  coinGeckoTicker: string | null;
  defiLlamaTicker: string | null;
}

/** `GET /api/v1/chains/{chainId}/token-infos/{hash}`; an unknown token has an empty `tokenAddress`. */
export interface TokenInfoExtra extends TokenInfoLinks, TokenInfoTickers {
  tokenAddress: AddressHash | '';
  chainId: string;
  projectName: string | null;
  projectWebsite: string;
  projectEmail: string;
  projectSector: string | null;
  projectDescription: string;
  iconUrl: string;
  tokenName: string | null;
  tokenSymbol: string | null;
}

export interface VerifiedAddress {
  userId: string;
  chainId: string;
  contractAddress: AddressHash;
  verifiedDate: Timestamp;
  metadata: { tokenName: string | null; tokenSymbol: string | null };
}

/** `GET /api/v1/chains/{chainId}/verified-addresses` (needs the account token). */
export interface VerifiedAddressResponse {
  verifiedAddresses: Array<VerifiedAddress>;
}

/** `:prepare` and `:verify` answers; their fields are not pinned down (GUIDE §8). */
export interface AddressVerificationResponse {
  status: string;
  result?: Record<string, unknown>;
}
