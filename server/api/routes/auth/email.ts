/** `GET /auth/email/confirm`: the link of the confirmation email. */
import { sha256 } from '../../../account/session';
import { takeEmailCode } from '../../../db/queries/account/emailCodes';
import { confirmOwnEmail, otherOwnerOf } from '../../../db/queries/account/users';
import { PURPOSE_PREFIX } from '../../../account/emailConfirmation';
import type { RoutePlugin } from '../../routeServices';

const emailConfirmationRoutes: RoutePlugin = async(app, { services: { account: config } }) => {
  app.get<{ Querystring: { email?: string; token?: string } }>('/email/confirm', async(request, reply) => {
    const email = String(request.query.email ?? '').toLowerCase();
    const token = String(request.query.token ?? '');
    const failed = (reason = 'This confirmation link is invalid or expired; send a new one.') =>
      reply.redirect(`${ config.appUrl }/login?error=${ encodeURIComponent(reason) }`);
    if (!config.enabled || !email || !token) return failed();
    const purpose = await takeEmailCode(app.db, email, PURPOSE_PREFIX, sha256(token));
    if (purpose === null) return failed();
    // The link proves the email for the account that asked for it, no other.
    const userId = Number(purpose.slice(PURPOSE_PREFIX.length));
    if (!await confirmOwnEmail(app.db, userId, email)) {
      return failed(await otherOwnerOf(app.db, userId, { email }) ? 'This email is already linked to another account.' : undefined);
    }
    return reply.redirect(`${ config.appUrl }/auth/profile`);
  });
};

export default emailConfirmationRoutes;
