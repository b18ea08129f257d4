/**
 * The API's settings as a test wants them: `readApiConfig`'s, with the request limit off —
 * a test sends more requests from one address in a minute than any visitor would
 * (rateLimit.test.ts tests the limit itself).
 */
import { readApiConfig, type ApiConfig, type Env } from '../config';

export function testApiConfig(env: Env = {}): ApiConfig {
  return readApiConfig({ API_RATE_LIMIT: '0', ...env });
}
