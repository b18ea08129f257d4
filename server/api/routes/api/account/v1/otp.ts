/** Sign-in with an emailed code: `send_otp` and `confirm_otp` under `/api/account/v1` and `/v2`. */
import { ApiError } from '../../../../../http/errors';
import { sessionOf } from '../../../../../account/requestSession';
import { serializeUser } from '../../../../../account/serializers';
import { createSession, sessionCookie } from '../../../../../account/session';
import { findUser, findUserByVerifiedEmail, upsertUser } from '../../../../../db/queries/account/users';
import { BodyReader } from '../../../../../account/validation';
import { SIGN_IN, EMAIL_ISSUER, sends, clientSendsPerMinute, clientSendsPerHour, linkPurpose, issueCode, consumeCode, readCodeBody } from '../../../../../account/emailLogin';
import type { RoutePlugin } from '../../../../routeServices';

const emailLoginRoutes: RoutePlugin = async(app, { services: { account: config, mailer } }) => {
  app.post('/send_otp', { config: { signIn: true } }, async(request) => {
    const reader = new BodyReader(request.body);
    const email = reader.email('email').toLowerCase();
    reader.done();
    // request.clientIp: the socket's peer, or the client a trusted proxy or the web app names (lib/clientAddress.ts).
    if (!clientSendsPerMinute.allowed(request.clientIp) || !clientSendsPerHour.allowed(request.clientIp)) {
      throw new ApiError(429, 'Too many sign-in codes requested from your IP address; try again later');
    }
    if (!sends.allowed(email)) throw new ApiError(429, 'Too many codes sent to this email; try again in a few minutes');
    sends.failed(email);
    clientSendsPerMinute.failed(request.clientIp);
    clientSendsPerHour.failed(request.clientIp);
    const session = await sessionOf(app.db, config, request);
    const user = session ? await findUser(app.db, session.userId) : null;
    if (user && !user.email_verified) {
      const code = await issueCode(app.db, email, linkPurpose(user.id));
      await mailer.send({ to: email, subject: `Your code to add this email: ${ code }`,
        text: `Your code to add this email to your account on the explorer is\n\n    ${ code }\n\nIt works for 10 minutes. If you did not ask for it, ignore this mail.\n` });
      return { message: 'OK' };
    }
    const code = await issueCode(app.db, email, SIGN_IN);
    await mailer.send({ to: email, subject: `Your sign-in code: ${ code }`,
      text: `Your code to sign in to the explorer is\n\n    ${ code }\n\nIt works for 10 minutes. If you did not ask for it, ignore this mail.\n` });
    return { message: 'OK' };
  });

  app.post('/confirm_otp', { config: { signIn: true } }, async(request, reply) => {
    const { email, code } = readCodeBody(request.body);
    await consumeCode(app.db, email, SIGN_IN, code);
    const user = await findUserByVerifiedEmail(app.db, email) ??
      await upsertUser(app.db, { issuer: EMAIL_ISSUER, subject: email, email, emailVerified: true });
    reply.header('set-cookie', sessionCookie(config, await createSession(app.db, config, user.id)));
    return serializeUser(user);
  });
};

export default emailLoginRoutes;
