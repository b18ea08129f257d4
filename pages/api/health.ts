import type { NextApiRequest, NextApiResponse } from 'next';

/** Liveness probe for orchestrators and the test runner. */
export default function handler(_req: NextApiRequest, res: NextApiResponse) {
  res.status(200).json({ status: 'ok' });
}
