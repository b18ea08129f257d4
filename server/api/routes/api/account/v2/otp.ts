/** The same routes under `/api/account/v2` (../v1/otp.ts). */
export { default } from '../v1/otp';
