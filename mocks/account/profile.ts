/** Profiles (`/api/account/v1/user/info`) of the three ways in: issuer, wallet, emailed code. */
import type { UserInfo } from 'types/api/account';

export const WALLET_ADDRESS = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';

export const issuerProfile: UserInfo = {
  name: 'Ada Lovelace', nickname: 'ada', email: 'ada@example.com', avatar: null, address_hash: null,
};

export const walletProfile: UserInfo = {
  name: null, nickname: null, email: null, avatar: null, address_hash: WALLET_ADDRESS,
};

export const fullProfile: UserInfo = { ...issuerProfile, address_hash: WALLET_ADDRESS };
