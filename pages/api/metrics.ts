/**
 * `/api/metrics` of the web role, for Prometheus: the Next.js server process's own figures
 * (CPU, memory, event-loop lag, GC), as the API and the indexer report theirs at `/metrics`.
 * Not public: the ingress and the compose proxy send `/api` to the API, so only a scraper
 * inside the network reaches this one.
 */
import type { NextApiRequest, NextApiResponse } from 'next';
import client from 'prom-client';

const STARTED = Symbol.for('explorer.web.processMetrics');

function registry(): client.Registry {
  const state = globalThis as { [STARTED]?: client.Registry };
  if (!state[STARTED]) {
    const created = new client.Registry();
    client.collectDefaultMetrics({ register: created });
    state[STARTED] = created;
  }
  return state[STARTED];
}

export default async function handler(_req: NextApiRequest, res: NextApiResponse) {
  const metrics = registry();
  res.setHeader('Content-Type', metrics.contentType);
  res.status(200).send(await metrics.metrics());
}
