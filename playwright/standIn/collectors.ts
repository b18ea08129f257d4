/**
 * Local stand-ins for the analytics host (Mixpanel's `/track/`, `/engage/`, `/groups/`) and the
 * error monitor (Sentry's envelope endpoint), for the shell's browser tests: they keep what they
 * receive, decoded, and hand it to the tests at `/_collected/{mixpanel|sentry}`.
 */
import type http from 'node:http';

export const MIXPANEL_PATH = '/mixpanel';
/** The project id in the stand-in DSN (`http://key@host/1`). */
export const SENTRY_PROJECT = '1';

interface Collected { mixpanel: Array<{ endpoint: string; events: Array<unknown> }>; sentry: Array<{ items: Array<{ type: string; payload: unknown }> }> }
const collected: Collected = { mixpanel: [], sentry: [] };

function readBody(req: http.IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Array<Buffer> = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}

/** mixpanel-browser posts `data=<base64 JSON>` (or JSON itself with api_payload_format json). */
function decodeMixpanel(body: string): Array<unknown> {
  const data = new URLSearchParams(body).get('data') ?? body;
  const json = data.trim().startsWith('[') || data.trim().startsWith('{') ? data : Buffer.from(data, 'base64').toString('utf8');
  const parsed = JSON.parse(json) as unknown;
  return Array.isArray(parsed) ? parsed : [ parsed ];
}

/** An envelope: a header line, then pairs of item header and item payload lines. */
function decodeEnvelope(body: string) {
  const lines = body.split('\n').filter(Boolean);
  const items: Array<{ type: string; payload: unknown }> = [];
  for (let index = 1; index + 1 < lines.length; index += 2) {
    const header = JSON.parse(lines[index]) as { type: string };
    let payload: unknown = lines[index + 1];
    try {
      payload = JSON.parse(lines[index + 1]);
    } catch {
      // An attachment: kept as text.
    }
    items.push({ type: header.type, payload });
  }
  return { items };
}

/** Handles the request when it is for a collector; false otherwise. */
export async function handleCollector(req: http.IncomingMessage, res: http.ServerResponse, pathname: string): Promise<boolean> {
  const mixpanel = pathname.match(new RegExp(`^${ MIXPANEL_PATH }/(track|engage|groups)/?$`));
  if (mixpanel && req.method === 'POST') {
    collected.mixpanel.push({ endpoint: mixpanel[1], events: decodeMixpanel(await readBody(req)) });
    res.writeHead(200, { 'content-type': 'application/json' }).end('{"status":1,"error":null}');
    return true;
  }
  if (pathname === `/api/${ SENTRY_PROJECT }/envelope/` && req.method === 'POST') {
    collected.sentry.push(decodeEnvelope(await readBody(req)));
    res.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    return true;
  }
  const read = pathname.match(/^\/_collected\/(mixpanel|sentry)$/);
  if (read) {
    res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(collected[read[1] as keyof Collected]));
    return true;
  }
  return false;
}
