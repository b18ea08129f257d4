/**
 * What a process tells Prometheus at `/metrics` (the API's, and the indexer's probe server):
 * one registry per process with the process's own figures (CPU, memory, event-loop lag, GC)
 * and ours, all named `explorer_*`. Each part of the server counts its own here; values that
 * are a state (heights, pool, connections) are read when scraped from the sources registered.
 */
import client from 'prom-client';

export const metricsRegistry = client.register;
export const METRICS_CONTENT_TYPE = client.register.contentType;

let processMetrics = false;
/** Starts the process figures once per process (a second call is a no-op). */
export function collectProcessMetrics(): void {
  if (processMetrics) return;
  processMetrics = true;
  client.collectDefaultMetrics({ register: metricsRegistry });
}

const SECONDS_BUCKETS = [ 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10 ];

// ---- API ----
export const httpRequestDuration = new client.Histogram({
  name: 'explorer_http_request_duration_seconds', help: 'HTTP requests answered, by route pattern and status.',
  labelNames: [ 'method', 'route', 'status_code' ] as const, buckets: SECONDS_BUCKETS,
});
export const rateLimitRefusals = new client.Counter({
  name: 'explorer_rate_limit_refusals_total', help: 'Requests refused with 429 by the rate limiter, by route pattern.', labelNames: [ 'route' ] as const,
});

const socketSources = new Set<() => number>();
/** Counts the socket connections of `read` (an API server's) while registered; returns the function that forgets it. */
export function watchSocketConnections(read: () => number): () => void {
  socketSources.add(read);
  return () => { socketSources.delete(read); };
}
export const socketConnections = new client.Gauge({
  name: 'explorer_socket_connections', help: 'Open /socket/v2 connections (WebSocket and long-poll).',
  collect() { this.set([ ...socketSources ].reduce((sum, read) => sum + read(), 0)); },
});
export const socketMessages = new client.Counter({
  name: 'explorer_socket_messages_total', help: 'Socket messages pushed to subscribers, by event.', labelNames: [ 'event' ] as const,
});

// ---- node and database ----
export const rpcRequests = new client.Counter({
  name: 'explorer_rpc_requests_total', help: 'JSON-RPC requests to the node, by method and outcome.', labelNames: [ 'method', 'outcome' ] as const,
});
export const rpcRequestDuration = new client.Histogram({
  name: 'explorer_rpc_request_duration_seconds', help: 'JSON-RPC request time, by method.', labelNames: [ 'method' ] as const, buckets: SECONDS_BUCKETS,
});
export const dbQueryDuration = new client.Histogram({
  name: 'explorer_db_query_duration_seconds', help: 'Database statements, by outcome.', labelNames: [ 'outcome' ] as const, buckets: SECONDS_BUCKETS,
});

export const dbReads = new client.Counter({
  name: 'explorer_db_reads_total', help: 'Plain reads of an API process with DATABASE_READ_URL, by the database that served them (replica or primary).',
  labelNames: [ 'database' ] as const,
});

export interface PoolState { total: number; idle: number; waiting: number }
const poolSources = new Set<() => PoolState>();
export function watchDatabasePool(read: () => PoolState): () => void {
  poolSources.add(read);
  return () => { poolSources.delete(read); };
}
export const dbPoolConnections = new client.Gauge({
  name: 'explorer_db_pool_connections', help: 'PostgreSQL pool connections: total, idle, and requests waiting for one.', labelNames: [ 'state' ] as const,
  collect() {
    const sum = { total: 0, idle: 0, waiting: 0 };
    for (const read of poolSources) {
      const state = read();
      sum.total += state.total;
      sum.idle += state.idle;
      sum.waiting += state.waiting;
    }
    for (const [ state, value ] of Object.entries(sum)) this.set({ state }, value);
  },
});

// ---- indexer ----
export const indexerBlocks = new client.Counter({ name: 'explorer_indexer_blocks_total', help: 'Blocks the indexer wrote (rate: blocks per second).' });

interface IndexerSource { height(): number | null; head(): number | null }
const indexerSources = new Set<IndexerSource>();
export function watchIndexer(source: IndexerSource): () => void {
  indexerSources.add(source);
  return () => { indexerSources.delete(source); };
}
function readIndexer(pick: (source: IndexerSource) => number | null): number | null {
  const values = [ ...indexerSources ].map(pick).filter((value): value is number => value !== null);
  return values.length > 0 ? Math.max(...values) : null;
}
export const indexerHeight = new client.Gauge({
  name: 'explorer_indexer_height', help: 'Highest block the indexer wrote.',
  collect() { const value = readIndexer((source) => source.height()); if (value !== null) this.set(value); },
});
export const nodeHead = new client.Gauge({
  name: 'explorer_node_head', help: 'The node\'s newest block, as the indexer last heard.',
  collect() { const value = readIndexer((source) => source.head()); if (value !== null) this.set(value); },
});
export const indexerLag = new client.Gauge({
  name: 'explorer_indexer_lag_blocks', help: 'Blocks between the node\'s head and the highest written.',
  collect() {
    const head = readIndexer((source) => source.head());
    const height = readIndexer((source) => source.height());
    if (head !== null && height !== null) this.set(Math.max(0, head - height));
  },
});
