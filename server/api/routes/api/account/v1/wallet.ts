/** Sign-in with a wallet (EIP-4361): `siwe_message` and `authenticate_via_wallet` under `/api/account/v1` and `/v2`. */
import { getAddress } from 'viem';
import { createSiweMessage, generateSiweNonce } from 'viem/siwe';
import { ADDRESS_HASH_PATTERN } from '../../../../../../types/hashes';
import { ApiError } from '../../../../../http/errors';
import { createSession, sessionCookie } from '../../../../../account/session';
import { serializeUser } from '../../../../../account/serializers';
import { insertSiweNonce } from '../../../../../db/queries/account/siweNonces';
import { findUserByAddress, upsertUser } from '../../../../../db/queries/account/users';
import { MESSAGE_TTL_MS, WALLET_ISSUER, STATEMENT, domainOf, verifySignedMessage } from '../../../../../account/walletLogin';
import type { RoutePlugin } from '../../../../routeServices';

const walletLoginRoutes: RoutePlugin = async(app, { services: { account: config } }) => {
  // Off: the routes answer 404 before they are reached (accountRoutes).
  const domain = domainOf(config);

  app.get<{ Querystring: { address?: string } }>('/siwe_message', async(request) => {
    const raw = String(request.query.address ?? '');
    if (!ADDRESS_HASH_PATTERN.test(raw)) throw new ApiError(422, 'Invalid address', { errors: { address: [ 'is invalid' ] } });
    const address = getAddress(raw.toLowerCase());
    const nonce = generateSiweNonce();
    const issuedAt = new Date();
    const expirationTime = new Date(issuedAt.getTime() + MESSAGE_TTL_MS);
    await insertSiweNonce(app.db, nonce, address.toLowerCase(), expirationTime);
    const message = createSiweMessage({ domain, address, uri: config.appUrl, version: '1', chainId: config.chainId, nonce, issuedAt, expirationTime,
      statement: STATEMENT });
    return { siwe_message: message };
  });

  app.post('/authenticate_via_wallet', { config: { signIn: true } }, async(request, reply) => {
    const address = await verifySignedMessage(app.db, config, request.body);
    if (!address) throw new ApiError(401, 'Invalid signature or expired message');
    // A wallet linked to an account (accountLinking.ts) signs in to that account.
    const user = await findUserByAddress(app.db, address) ??
      await upsertUser(app.db, { issuer: WALLET_ISSUER, subject: address, addressHash: address });
    reply.header('set-cookie', sessionCookie(config, await createSession(app.db, config, user.id)));
    return serializeUser(user);
  });
};

export default walletLoginRoutes;
