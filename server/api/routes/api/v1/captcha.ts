/** `GET /api/v1/captcha/altcha/challenge`: a fresh signed challenge for the widget (404 unless ALTCHA is the provider; captcha/). */
import { ApiError } from '../../../../http/errors';
import type { RoutePlugin } from '../../../routeServices';

const captchaRoutes: RoutePlugin = async(app, { services: { captcha } }) => {
  app.get('/captcha/altcha/challenge', async(_request, reply) => {
    if (!captcha.altcha) throw new ApiError(404, 'Not found');
    // Each challenge is single-use: never from a cache.
    reply.header('cache-control', 'no-store');
    return captcha.altcha.createChallenge();
  });
};

export default captchaRoutes;
