/** The same routes under `/api/account/v2` (../v1/wallet.ts). */
export { default } from '../v1/wallet';
