/**
 * Headers every API answer carries, errors included: the JSON is never sniffed into
 * something a browser would run, never framed, and sends no referrer onwards.
 */
import type { FastifyInstance } from 'fastify';

export const SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
  'referrer-policy': 'no-referrer',
};

/** Installs the headers on the root instance, before anything can answer. */
export function setupSecurityHeaders(app: FastifyInstance): void {
  app.addHook('onRequest', async(_request, reply) => {
    reply.headers(SECURITY_HEADERS);
  });
}
