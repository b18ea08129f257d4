/** `POST /api/v1/eth-rpc`: Blockscout's second path for JSON-RPC (../eth-rpc.ts). */
export { default } from '../eth-rpc';
