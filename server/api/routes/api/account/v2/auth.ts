/** The same route under `/api/account/v2` (../v1/auth.ts). */
export { default } from '../v1/auth';
