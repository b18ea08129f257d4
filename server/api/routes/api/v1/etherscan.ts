/** The same API at `/api/v1?module=…`, Blockscout's second path for it (../etherscan.ts; one job store for both). */
export { default } from '../etherscan';
