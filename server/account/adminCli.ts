/**
 * `npm run admin -- token-info list [STATUS]` and `npm run admin -- token-info approve|reject|update-required ID [comment]`:
 * the operator's review of token-info submissions, through the running API (so it works on
 * PGlite, which admits one process, as on PostgreSQL). ADMIN_API_URL names the API
 * (default http://127.0.0.1:$API_PORT); the key is API_SENSITIVE_ENDPOINTS_KEY or the one
 * `npm start` keeps in ACCOUNT_DATA_DIR.
 */
import { defaultAccountDataDir, loadSecrets } from '../start/account';
import { readSetting } from '../settings';

const DECISIONS: Record<string, string> = { approve: 'APPROVED', reject: 'REJECTED', 'update-required': 'UPDATE_REQUIRED' };
const USAGE = 'usage: npm run admin -- token-info list [STATUS] | token-info approve|reject|update-required ID [comment]';

async function main(args: string[]): Promise<void> {
  const [ area, action, ...rest ] = args;
  if (area !== 'token-info' || !action) throw new Error(USAGE);
  const apiUrl = readSetting(process.env, 'ADMIN_API_URL') ?? `http://127.0.0.1:${ readSetting(process.env, 'API_PORT') }`;
  const key = readSetting(process.env, 'API_SENSITIVE_ENDPOINTS_KEY') ?? loadSecrets(defaultAccountDataDir(process.env)).adminKey;
  const call = async(path: string, init: RequestInit = {}) => {
    const response = await fetch(`${ apiUrl }/admin/api/v1/review/token-info-submissions${ path }`, {
      ...init, headers: { 'x-api-key': key, 'content-type': 'application/json' },
    });
    const body = await response.json() as unknown;
    if (!response.ok) throw new Error(`${ response.status }: ${ JSON.stringify(body) }`);
    return body;
  };
  if (action === 'list') {
    const { submissions } = await call(rest[0] ? `?status=${ encodeURIComponent(rest[0]) }` : '') as { submissions: Array<Record<string, string>> };
    for (const item of submissions) {
      process.stdout.write(`${ item.id }\t${ item.status }\t${ item.tokenAddress }\t${ item.projectName ?? '' }\t${ item.requesterEmail }\n`);
    }
    if (submissions.length === 0) process.stdout.write('no submissions\n');
    return;
  }
  const status = DECISIONS[action];
  const id = rest[0];
  if (!status || !id) throw new Error(USAGE);
  const reviewed = await call(`/${ encodeURIComponent(id) }`, { method: 'POST', body: JSON.stringify({ status, comment: rest.slice(1).join(' ') }) }) as { status: string };
  process.stdout.write(`submission ${ id }: ${ reviewed.status }\n`);
}

main(process.argv.slice(2)).catch((error: unknown) => {
  process.stderr.write(`admin: ${ error instanceof Error ? error.message : String(error) }\n`);
  process.exit(1);
});
