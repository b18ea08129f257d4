/**
 * Readiness probe of the web role: ready while the API it renders pages from answers its own
 * readiness (through `API_INTERNAL_URL` when set), so an orchestrator sends no visitors to a web
 * pod whose pages would all be error screens.
 */
import type { NextApiRequest, NextApiResponse } from 'next';

import config from 'configs/app';
import { toServerSideUrl } from 'lib/api/serverOrigin';

const API_CHECK_TIMEOUT_MS = 3_000;

export default async function handler(_req: NextApiRequest, res: NextApiResponse) {
  const url = toServerSideUrl(`${ config.api.endpoint }${ config.api.basePath }/api/health/readiness`);
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(API_CHECK_TIMEOUT_MS) });
    if (response.ok) {
      res.status(200).json({ status: 'ready' });
      return;
    }
    res.status(503).json({ status: 'not ready', reason: `the API answered ${ response.status }` });
  } catch (error) {
    res.status(503).json({ status: 'not ready', reason: `the API did not answer: ${ error instanceof Error ? error.message : String(error) }` });
  }
}
