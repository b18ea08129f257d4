/**
 * The rules of the whole account subtree (`/api/account/...`), once: answers are per user,
 * so no shared cache may keep them; with the feature off every route answers 404; a
 * mutation by a signed-in user must carry the session's CSRF token (sign-in routes, which
 * have no session yet, are marked `config.signIn`). Autoload registers a hooks file without
 * options, so the services come from the app's `services` decorator.
 */
import { DISABLED_MESSAGE } from '../../../../account/config';
import { requireCsrf } from '../../../../account/requestSession';
import { ApiError } from '../../../../http/errors';
import type { FastifyPluginAsync } from 'fastify';

const accountRules: FastifyPluginAsync = async(app) => {
  const config = app.services.account;
  app.addHook('onRequest', async(_request, reply) => {
    reply.header('cache-control', 'private, no-store');
    if (!config.enabled) throw new ApiError(404, DISABLED_MESSAGE);
  });
  app.addHook('preHandler', async(request) => requireCsrf(app.db, config, request));
};

export default accountRules;
