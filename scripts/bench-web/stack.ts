/**
 * The explorer the web bench measures: started here the way `npm start` does it (devnet
 * with traffic, indexer, API, `next start`, building the web app first when its sources
 * changed) on ports of its own and a fresh PGlite directory, or one already running.
 * Also picks the real block, transaction, address and token the routes show.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { rmSync } from 'node:fs';
import path from 'node:path';

export const ROOT = path.resolve(__dirname, '../..');
export const BENCH_PORTS = { web: 3500, api: 4500, devnet: 8800, metadata: 8801 } as const;
/** The web apps of the feature sets (./featureSets.ts), beside the explorer. */
export const FEATURE_SET_PORTS = [ 3510, 3511 ] as const;
const DATA_DIR = path.join('.data', 'bench-web');
/** The build runs first on a fresh machine; two slow cores take minutes. */
const START_TIMEOUT_MS = Number(process.env.BENCH_WEB_START_TIMEOUT_S ?? 1800) * 1000;
const DATA_TIMEOUT_MS = Number(process.env.BENCH_WEB_DATA_TIMEOUT_S ?? 300) * 1000;
/** "A few blocks" before the pages are worth measuring. */
const MIN_BLOCKS = 5;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export interface Explorer {
  webUrl: string;
  apiUrl: string;
  /** Stops what this bench started (nothing for a running explorer); safe to call twice. */
  stop(): Promise<void>;
}

async function answers(url: string): Promise<boolean> {
  try {
    return (await fetch(url, { signal: AbortSignal.timeout(5_000) })).ok;
  } catch {
    return false;
  }
}

export function runningExplorer(webUrl: string, apiUrl: string): Explorer {
  return { webUrl, apiUrl, stop: async() => undefined };
}

/**
 * Starts `server/start/cli.ts` in a process group of its own and resolves once the web app
 * answers; `onSpawned` gets the explorer at once, so a Ctrl-C during the build can stop it.
 */
export async function startExplorer(log: (line: string) => void, onSpawned: (explorer: Explorer) => void): Promise<Explorer> {
  const webUrl = `http://localhost:${ BENCH_PORTS.web }`;
  const apiUrl = `http://127.0.0.1:${ BENCH_PORTS.api }`;
  for (const url of [ `http://127.0.0.1:${ BENCH_PORTS.web }/api/health`, `${ apiUrl }/api/v2/config/backend-version` ]) {
    if (await answers(url)) throw new Error(`something already answers ${ url }; stop it or pass --url and --api`);
  }
  rmSync(path.join(ROOT, DATA_DIR), { recursive: true, force: true });
  log(`Starting the explorer (web ${ BENCH_PORTS.web }, API ${ BENCH_PORTS.api }, devnet ${ BENCH_PORTS.devnet }, ${ DATA_DIR }); ` +
    'it builds the web app first if its sources changed…');
  const child: ChildProcess = spawn(process.execPath, [ '--import', 'tsx', path.join(ROOT, 'server/start/cli.ts') ], {
    cwd: ROOT,
    detached: true,
    stdio: [ 'ignore', 'inherit', 'inherit' ],
    env: {
      ...process.env,
      ROLES: 'web,api,indexer,devnet',
      HOST: '127.0.0.1',
      PORT: String(BENCH_PORTS.web),
      API_PORT: String(BENCH_PORTS.api),
      DEVNET_PORT: String(BENCH_PORTS.devnet),
      DEVNET_METADATA_PORT: String(BENCH_PORTS.metadata),
      PGLITE_DATA_DIR: DATA_DIR,
      DATABASE_URL: '',
      RPC_URL: '',
      LOG_LEVEL: 'warn',
      // The feature-set web apps (./featureSets.ts) call this API from their own ports.
      API_CORS_ORIGIN: [ `http://localhost:${ BENCH_PORTS.web }`, `http://127.0.0.1:${ BENCH_PORTS.web }`,
        ...FEATURE_SET_PORTS.map((port) => `http://127.0.0.1:${ port }`) ].join(','),
    },
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const running = () => child.exitCode === null && child.signalCode === null;
  // Last resort if this process ends without stopping it (the group outlives us otherwise).
  const onExit = () => {
    if (running() && child.pid !== undefined) process.kill(-child.pid, 'SIGINT');
  };
  process.once('exit', onExit);
  let stopping: Promise<void> | undefined;
  const stop = () => {
    stopping ??= (async() => {
      if (!running() || child.pid === undefined) return;
      log('Stopping the explorer (SIGINT to its process group)…');
      process.kill(-child.pid, 'SIGINT');
      await Promise.race([ exited, sleep(30_000) ]);
      if (running()) {
        log('The explorer did not stop within 30 s; killing its process group.');
        process.kill(-child.pid, 'SIGKILL');
        await exited;
      }
      process.off('exit', onExit);
    })();
    return stopping;
  };
  const explorer: Explorer = { webUrl, apiUrl, stop };
  onSpawned(explorer);
  try {
    const deadline = Date.now() + START_TIMEOUT_MS;
    while (!(await answers(`http://127.0.0.1:${ BENCH_PORTS.web }/api/health`))) {
      if (!running()) throw new Error(`the explorer exited (code ${ child.exitCode ?? child.signalCode }) before the web app answered`);
      if (Date.now() > deadline) throw new Error(`the web app did not answer within ${ START_TIMEOUT_MS / 1000 } s`);
      await sleep(1_000);
    }
  } catch (error) {
    await stop();
    throw error;
  }
  return explorer;
}

// ---------------------------------------------------------------- entities from the API

export async function getJson<T>(url: string): Promise<T> {
  const response = await fetch(url, { signal: AbortSignal.timeout(30_000) });
  if (!response.ok) throw new Error(`GET ${ url }: ${ response.status }`);
  return await response.json() as T;
}

interface ApiBlock { height: number; hash: string; transactions_count: number }
interface ApiTx { hash: string; block_number: number | null; from: { hash: string }; token_transfers?: unknown[] | null }
interface ApiToken { address_hash: string; name: string | null; type: string }
interface Page<T> { items: T[] }

export interface BenchEntities {
  block: { height: number; hash: string };
  tx: { hash: string; blockHeight: number };
  address: string;
  token: { hash: string; name: string };
  nft: { token: string; id: string };
}

async function findEntities(api: string): Promise<BenchEntities | string> {
  const blocks = (await getJson<Page<ApiBlock>>(`${ api }/api/v2/blocks`)).items;
  if ((blocks[0]?.height ?? 0) < MIN_BLOCKS) return `fewer than ${ MIN_BLOCKS } blocks`;
  // Not the newest block: one a page is sure to find in every service already.
  const block = blocks.slice(1).find((item) => item.transactions_count > 0);
  if (!block) return 'no block with transactions yet';
  const txs = (await getJson<Page<ApiTx>>(`${ api }/api/v2/blocks/${ block.height }/transactions`)).items;
  const tx = txs.find((item) => (item.token_transfers?.length ?? 0) > 0) ?? txs[0];
  if (!tx) return `block ${ block.height } lists no transactions yet`;
  const tokens = (await getJson<Page<ApiToken>>(`${ api }/api/v2/tokens`)).items;
  const named = tokens.filter((item) => item.name?.trim());
  const token = named.find((item) => item.type === 'ERC-20') ?? named[0];
  if (!token?.name) return 'no named token yet';
  let nft: BenchEntities['nft'] | undefined;
  for (const candidate of tokens.filter((item) => item.type === 'ERC-721' || item.type === 'ERC-1155')) {
    const instances = (await getJson<Page<{ id: string }>>(`${ api }/api/v2/tokens/${ candidate.address_hash }/instances`)).items;
    if (instances[0]) {
      nft = { token: candidate.address_hash, id: instances[0].id };
      break;
    }
  }
  if (!nft) return 'no NFT instance yet';
  return {
    block: { height: block.height, hash: block.hash },
    tx: { hash: tx.hash, blockHeight: tx.block_number ?? block.height },
    address: tx.from.hash,
    token: { hash: token.address_hash, name: token.name },
    nft,
  };
}

/** Polls the API until the devnet has made a token, an NFT and a few blocks with transactions. */
export async function waitForEntities(api: string, log: (line: string) => void): Promise<BenchEntities> {
  const deadline = Date.now() + DATA_TIMEOUT_MS;
  let last = '';
  for (;;) {
    const found = await findEntities(api).catch((error: Error) => error.message);
    if (typeof found !== 'string') return found;
    if (found !== last) log(`Waiting for chain data: ${ found }…`);
    last = found;
    if (Date.now() > deadline) throw new Error(`the API had no usable data within ${ DATA_TIMEOUT_MS / 1000 } s (${ found })`);
    await sleep(2_000);
  }
}

/**
 * Blocks and transactions the home page may show: its lists hold the newest few, and the
 * devnet makes a block every 2 s with several transactions, so a full API page of each
 * (50), read around the page's fetch, covers what the server rendered.
 */
export async function homeData(api: string): Promise<{ blockHeights: number[]; txHashes: string[] }> {
  const [ blocks, txs ] = await Promise.all([
    getJson<Page<ApiBlock>>(`${ api }/api/v2/blocks`),
    getJson<Page<ApiTx>>(`${ api }/api/v2/transactions?filter=validated`),
  ]);
  return { blockHeights: blocks.items.map((item) => item.height), txHashes: txs.items.map((item) => item.hash) };
}
