/**
 * `GET|POST /api/v1/graphql`: Blockscout's public GraphQL API served by mercurius on this
 * Fastify app (GUIDE §8, spec §7). Queries only; introspection on (GraphiQL reads the
 * schema through it). A query that does not parse or validate, nests too deep or costs
 * too much is answered 400 with GraphQL's `errors[]` before any SQL runs; failures inside
 * a resolver keep their message when it is meant for the client and become a generic one
 * otherwise (the cause goes to the log).
 */
import type { FastifyInstance } from 'fastify';
import { GraphQLError, type ExecutionResult } from 'graphql';
import mercurius, { type MercuriusContext } from 'mercurius';

import { isConnectionFailure } from '../../db';
import { createLoaders } from './context';
import { depthLimitRule, MAX_COST, queryCost } from './limits';
import { createResolvers } from './resolvers';
import { SCHEMA } from './schema';


/** Tokens a query may have: far above any real query, low enough that parsing stays cheap. */
const MAX_TOKENS = 5000;

/** Whether an error's message was written for the client (input, validation, not found). */
function isForClient(error: GraphQLError): boolean {
  const original = error.originalError as (Error & { statusCode?: number; errors?: unknown }) | undefined;
  if (!original || original instanceof GraphQLError || Array.isArray(original.errors)) return true;
  return typeof original.statusCode === 'number' && original.statusCode < 500;
}

function formatErrors(execution: ExecutionResult & { statusCode?: number }, context: MercuriusContext) {
  const errors = (execution.errors ?? []).map((error) => {
    if (isForClient(error)) return error;
    const unavailable = isConnectionFailure(error.originalError);
    if (unavailable) context.reply.log.debug({ err: error.originalError?.message }, 'graphql: database unreachable');
    else context.reply.log.error({ err: error.originalError, path: error.path }, 'graphql resolver failed');
    return new GraphQLError(unavailable ? 'Service unavailable' : 'Internal server error', { nodes: error.nodes, path: error.path });
  });
  const formatted = mercurius.defaultErrorFormatter({ ...execution, errors }, context);
  // No data at all: the request itself was wrong (e.g. a mutation, which this schema has none of).
  if (!execution.data && formatted.statusCode === 200) return { ...formatted, statusCode: 400 };
  return formatted;
}

/** GraphQL's GET and POST at `path` of the app's scope (routes/api/v1/graphql.ts: `/api/v1/graphql`). */
export async function setupGraphql(app: FastifyInstance, path: string): Promise<void> {
  await app.register(mercurius, {
    schema: SCHEMA,
    resolvers: createResolvers(app.db) as never,
    path,
    graphiql: false,
    context: () => ({ load: createLoaders(app.db) }),
    validationRules: [ depthLimitRule ],
    graphql: { parseOptions: { maxTokens: MAX_TOKENS } },
    errorFormatter: formatErrors,
  });

  // The cost depends on variables and their defaults (`first: $n`), so it is checked once they are known.
  app.graphql.addHook('preExecution', async(schema, document, _context, variables) => {
    const cost = queryCost(schema, document, variables as Record<string, unknown> | null | undefined);
    if (cost > MAX_COST) {
      throw new mercurius.ErrorWithProps(`Query is too costly: it may return ${ cost } values, at most ${ MAX_COST } are allowed ` +
        '(lower first or select fewer nested lists)', { code: 'QUERY_TOO_COSTLY', cost, limit: MAX_COST }, 400);
    }
  });
}
