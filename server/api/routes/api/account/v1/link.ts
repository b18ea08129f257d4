/** Adding a second way in to a signed-in account: `email/link` and `address/link` under `/api/account/v1` and `/v2`. */
import type { FastifyRequest } from 'fastify';
import { ApiError } from '../../../../../http/errors';
import { consumeCode, linkPurpose, readCodeBody } from '../../../../../account/emailLogin';
import { sessionOf } from '../../../../../account/requestSession';
import { serializeUser } from '../../../../../account/serializers';
import { findUser, linkAddress, linkEmail, otherOwnerOf, type UserRow } from '../../../../../db/queries/account/users';
import { FieldValidationError } from '../../../../../account/validation';
import { verifySignedMessage } from '../../../../../account/walletLogin';
import { failures, fail } from '../../../../../account/accountLinking';
import type { RoutePlugin } from '../../../../routeServices';

const accountLinkingRoutes: RoutePlugin = async(app, { services: { account: config } }) => {
  /** The signed-in user (the CSRF check already required a session), within the failure limit. */
  async function linkingUser(request: FastifyRequest): Promise<UserRow> {
    const session = await sessionOf(app.db, config, request);
    const user = session ? await findUser(app.db, session.userId) : null;
    if (!user) throw new ApiError(401, 'Unauthorized');
    if (!failures.allowed(String(user.id))) throw new ApiError(429, 'Too many failed attempts; try again in a few minutes');
    return user;
  }

  /** Runs a link step; a refusal counts against the user. */
  async function attempt<T>(user: UserRow, step: () => Promise<T>): Promise<T> {
    try {
      return await step();
    } catch (error) {
      failures.failed(String(user.id));
      throw error;
    }
  }

  app.post('/email/link', async(request) => {
    const user = await linkingUser(request);
    const { email, code } = readCodeBody(request.body);
    return attempt(user, async() => {
      if (user.email_verified) throw new FieldValidationError({ email: [ 'is already set on this account' ] });
      await consumeCode(app.db, email, linkPurpose(user.id), code);
      // Checked once the code proved the email is theirs, so nobody learns whose an email is.
      if (await otherOwnerOf(app.db, user.id, { email })) throw new FieldValidationError({ email: [ 'is already linked to another account' ] });
      const linked = await linkEmail(app.db, user.id, email) ?? fail('email', 'is already linked to another account');
      return serializeUser(linked);
    });
  });

  app.post('/address/link', async(request) => {
    const user = await linkingUser(request);
    return attempt(user, async() => {
      if (user.address_hash) throw new FieldValidationError({ address: [ 'is already set on this account' ] });
      const address = await verifySignedMessage(app.db, config, request.body);
      if (!address) throw new FieldValidationError({ signature: [ 'is invalid or the message expired' ] });
      if (await otherOwnerOf(app.db, user.id, { addressHash: address })) throw new FieldValidationError({ address: [ 'is already linked to another account' ] });
      const linked = await linkAddress(app.db, user.id, address) ?? fail('address', 'is already linked to another account');
      return serializeUser(linked);
    });
  });
};

export default accountLinkingRoutes;
