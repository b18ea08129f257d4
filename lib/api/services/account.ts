/**
 * The account API, under the `/api/account/v1` paths the spec names (GUIDE §9 describes the
 * same shapes under v2). Mutations need the CSRF header, which the fetch layer adds.
 */
import type { ApiResources } from '../types';

const ID = [ 'id' ] as const;

export const ACCOUNT_API_RESOURCES = {
  // The token comes back in the `x-bs-account-csrf` response header.
  csrf: { path: '/api/account/v1/get_csrf' },
  user_info: { path: '/api/account/v1/user/info' },
  email_resend: { path: '/api/account/v1/email/resend' },
  custom_abi: { path: '/api/account/v1/user/custom_abis/:id?', pathParams: ID },
  watchlist: { path: '/api/account/v1/user/watchlist/:id?', pathParams: ID, paginated: true },
  public_tags: { path: '/api/account/v1/user/public_tags/:id?', pathParams: ID },
  private_tags_address: { path: '/api/account/v1/user/tags/address/:id?', pathParams: ID, paginated: true },
  private_tags_tx: { path: '/api/account/v1/user/tags/transaction/:id?', pathParams: ID, paginated: true },
  api_keys: { path: '/api/account/v1/user/api_keys/:id?', pathParams: ID },
  address_tags: { path: '/api/account/v1/tags/address/:hash', pathParams: [ 'hash' ] },
  // Sign-in without an issuer (GUIDE §9 names them under v2): an emailed code, a wallet signature.
  send_otp: { path: '/api/account/v2/send_otp' },
  confirm_otp: { path: '/api/account/v2/confirm_otp' },
  siwe_message: { path: '/api/account/v2/siwe_message' },
  authenticate_via_wallet: { path: '/api/account/v2/authenticate_via_wallet' },
  // A signed-in user adds an email (code from send_otp) or a wallet (signed siwe_message).
  link_email: { path: '/api/account/v2/email/link' },
  link_address: { path: '/api/account/v2/address/link' },
  transaction_tags: { path: '/api/account/v1/tags/transaction/:hash', pathParams: [ 'hash' ] },
} as const satisfies ApiResources;
