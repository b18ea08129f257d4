/**
 * The one place that turns failures into HTTP answers, all shaped `{message}`:
 * unknown route 404, bad input 422 (or the 4xx Fastify chose), a server error its own
 * status (`ServerError.statusCode`), anything else 500. A 5xx carries a generic text
 * unless the error says its message is written for the client (`expose`: "busy, retry",
 * "took too long"), so internals (SQL, stack traces) never reach the client.
 */
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

import { ServerError } from '../../common/errors';
import { isConnectionFailure } from '../../db';
import { ApiError, InvalidParamError } from '../../http/errors';
import { findNulCharacter } from '../../http/params';
import { SECURITY_HEADERS } from './securityHeaders';

/** Longer URLs are refused before routing; the longest legitimate one is far shorter. */
export const MAX_URL_LENGTH = 2048;

function statusOf(error: FastifyError): number {
  if (error instanceof ServerError && error.statusCode !== undefined) return error.statusCode;
  // Fastify's schema validation, should a route declare one.
  if (error.validation) return 422;
  // The database is down: the client may retry later.
  if (isConnectionFailure(error)) return 503;
  const status = error.statusCode;
  return typeof status === 'number' && status >= 400 && status < 500 ? status : 500;
}

const SERVER_MESSAGES: Record<number, string> = { 503: 'Service unavailable' };

function handleError(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  const status = statusOf(error);
  if (error instanceof ApiError && error.headers) reply.headers(error.headers);
  const exposed = error instanceof ServerError && error.expose;
  if (status === 503 && !exposed) {
    // The database's outage reporter says it once; a line per request would flood the log.
    request.log.debug({ url: request.url, err: error }, 'request refused: database unreachable');
    return reply.code(status).send({ message: SERVER_MESSAGES[status] });
  }
  if (status >= 500 && !exposed) {
    request.log.error({ err: error, url: request.url, status_code: status }, 'request failed');
    return reply.code(status).send({ message: SERVER_MESSAGES[status] ?? 'Internal server error' });
  }
  request.log.info({ url: request.url, status_code: status, reason: error.message }, 'request rejected');
  return reply.code(status).send(error instanceof ApiError && error.body ? error.body : { message: error.message });
}

/**
 * Installs the error and not-found handlers, the URL length guard and the NUL guard on
 * the root instance, before any route plugin, so every route inherits them.
 */
export function setupErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler(handleError);
  app.setNotFoundHandler((request, reply) => {
    request.log.debug({ url: request.url }, 'route not found');
    return reply.code(404).send({ message: 'Not found' });
  });
  app.addHook('onRequest', async(request, reply) => {
    if (request.url.length > MAX_URL_LENGTH) {
      request.log.info({ url_length: request.url.length }, 'request rejected');
      return reply.code(414).send({ message: `URL longer than ${ MAX_URL_LENGTH } characters` });
    }
  });
  // Every parameter of every route, present and future, before any handler reads it.
  app.addHook('preValidation', async(request) => {
    const name = findNulCharacter(request.params, 'path') ?? findNulCharacter(request.query, 'query') ??
      findNulCharacter(request.body, 'body');
    if (name !== null) throw new InvalidParamError(name, 'must not contain NUL characters');
  });
}

/**
 * For the errors Fastify raises before routing: the same `{message}` shape instead of
 * Fastify's own. A malformed percent-encoding is 400; a path segment longer than any id
 * (find-my-way's 100 characters) is 414, like an over-long URL.
 */
export function frameworkErrorHandler(error: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  request.log.info({ url: request.url, code: error.code }, 'request rejected');
  // These answers skip the hooks, so they get the security headers here.
  reply.headers(SECURITY_HEADERS);
  if (error.code === 'FST_ERR_MAX_PARAM_LENGTH') {
    reply.code(414).send({ message: 'Path segment too long' });
  } else if (error.code === 'FST_ERR_BAD_URL') {
    reply.code(400).send({ message: 'Malformed URL' });
  } else {
    request.log.error({ err: error }, 'request failed');
    reply.code(500).send({ message: 'Internal server error' });
  }
}
