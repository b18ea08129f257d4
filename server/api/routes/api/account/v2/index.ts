/** The same routes under `/api/account/v2` (../v1/index.ts). */
export { default } from '../v1/index';
