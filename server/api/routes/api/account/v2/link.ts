/** The same routes under `/api/account/v2` (../v1/link.ts). */
export { default } from '../v1/link';
