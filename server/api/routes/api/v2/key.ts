/**
 * `POST /api/v2/key` `{recaptcha_response}`: a solved captcha buys this browser a client key
 * (the `api_v2_temp_token` cookie, lib/clientKeys.ts), its own request budget for a few hours
 * — the way out of the 429 screen. Outside every budget itself (plugins/rateLimit.ts).
 */
import type { ApiV2KeyResponse } from '../../../../../types/api/clients';
import { ApiError } from '../../../../http/errors';
import type { RoutePlugin } from '../../../routeServices';

const keyRoutes: RoutePlugin = async(app, { services: { captcha, clientKeys, account } }) => {
  app.post('/key', async(request, reply): Promise<ApiV2KeyResponse> => {
    // Without a captcha a key would be free for the asking, and the limit pointless.
    if (captcha.provider === 'none') throw new ApiError(404, 'Client keys need a captcha: none is configured');
    await captcha.check(request);
    const key = clientKeys.issue({ secure: request.protocol === 'https' || account.publicUrl.startsWith('https:'), cookieDomain: account.cookieDomain });
    reply.header('set-cookie', key.cookie);
    reply.header('cache-control', 'no-store');
    return { message: 'OK', expires_at: key.expiresAt.toISOString() };
  });
};

export default keyRoutes;
