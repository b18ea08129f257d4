/**
 * `npm run bench:csv`: how fast CSV exports stream and whether the server's memory stays
 * flat however many rows a file has (issue 17).
 *
 * 1. Fills BENCH_CSV_DATABASE_URL (default database `explorer_bench_csv`, created if
 *    missing) with the API benchmark's synthetic chain (./fill.ts), BENCH_BLOCKS ×
 *    BENCH_TX_PER_BLOCK (100,000 × 10) transactions, all sent by one address, so that one
 *    address has a million; reused while its shape is unchanged (BENCH_REFILL=1 refills).
 * 2. Serves the API in a child process (CAPTCHA_PROVIDER=none) with CSV_EXPORT_LIMIT=100,000
 *    and downloads each kind of file: rows/s, MB/s and the server's peak RSS.
 * 3. Restarts it with CSV_EXPORT_LIMIT=1,000,000 and downloads the address's million
 *    transactions, reading the server's RSS (/proc) every BENCH_RSS_SAMPLE_MS while they
 *    stream: RSS before, at each tenth of the rows, and the peak. Then reads a tenth of the
 *    file and stops reading for BENCH_CSV_PAUSE_MS: the server's RSS and CPU meanwhile.
 * Figures, not a pass/fail test.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import type { ChildProcess } from 'node:child_process';

import { freePort } from '../../common/freePort';
import { createDatabase } from '../../db';
import { ensureDatabase, fillIfNeeded, startApi, stopApi } from './benchDatabase';
import { BUSY_ADDRESS, BUSY_TOKEN } from './fill';

const env = process.env;
const DATABASE_URL = env.BENCH_CSV_DATABASE_URL ?? 'postgres://postgres:postgres@127.0.0.1:5432/explorer_bench_csv';
const BLOCKS = Number(env.BENCH_BLOCKS ?? 100_000);
const PER_BLOCK = Number(env.BENCH_TX_PER_BLOCK ?? 10);
const SMALL_LIMIT = Number(env.BENCH_CSV_ROWS ?? 100_000);
const LARGE_LIMIT = Number(env.BENCH_CSV_LARGE_ROWS ?? 1_000_000);
const SAMPLE_MS = Number(env.BENCH_RSS_SAMPLE_MS ?? 50);
const PAUSE_MS = Number(env.BENCH_CSV_PAUSE_MS ?? 5_000);
const MB = 1024 * 1024;
/** USER_HZ of /proc/<pid>/stat: 100 on Linux. */
const CLOCK_TICKS = 100;

/** The chain's blocks are its last few days: a period of the past 300 days covers them all. */
function periodQuery(): string {
  const day = (ms: number) => new Date(ms).toISOString().slice(0, 10);
  return `from_period=${ day(Date.now() - 300 * 86_400_000) }&to_period=${ day(Date.now()) }`;
}

const EXPORTS = [
  { name: 'transactions', path: () => `/api/v1/transactions-csv?address_id=${ BUSY_ADDRESS }&${ periodQuery() }` },
  { name: 'token-transfers', path: () => `/api/v1/token-transfers-csv?address_id=${ BUSY_ADDRESS }&${ periodQuery() }` },
  { name: 'logs', path: () => `/api/v1/logs-csv?address_id=${ BUSY_TOKEN }&${ periodQuery() }` },
  { name: 'token holders', path: () => `/api/v1/token-holders-csv?address_id=${ BUSY_TOKEN }` },
];

/** Resident and peak-resident memory of a process, in bytes (Linux). */
function readRss(pid: number): { rss: number; hwm: number } {
  const status = readFileSync(`/proc/${ pid }/status`, 'utf8');
  const kb = (field: string) => Number(new RegExp(`^${ field }:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? NaN) * 1024;
  return { rss: kb('VmRSS'), hwm: kb('VmHWM') };
}

/** CPU seconds (user + system) a process has used so far (Linux). */
function readCpuSeconds(pid: number): number {
  // Fields after the command name (which may hold spaces): utime and stime are the 12th and 13th.
  const fields = readFileSync(`/proc/${ pid }/stat`, 'utf8').split(') ')[1].split(' ');
  return (Number(fields[11]) + Number(fields[12])) / CLOCK_TICKS;
}

/** Resets the kernel's peak-RSS mark, so VmHWM tells this download's peak (Linux ≥ 4.0; sampling covers older ones). */
function resetPeak(pid: number): void {
  try {
    writeFileSync(`/proc/${ pid }/clear_refs`, '5');
  } catch {
    // Sampled RSS alone then.
  }
}

interface Download {
  rows: number;
  bytes: number;
  seconds: number;
  rssBefore: number;
  peakRss: number;
  /** RSS when each tenth of `expectedRows` had arrived. */
  marks: Array<{ rows: number; rss: number }>;
}

/** Downloads one file without keeping it, counting its lines while sampling the server's RSS. */
async function download(server: ChildProcess, port: number, path: string, expectedRows: number): Promise<Download> {
  const pid = server.pid as number;
  const rssBefore = readRss(pid).rss;
  resetPeak(pid);
  let peakRss = rssBefore;
  const sampler = setInterval(() => {
    peakRss = Math.max(peakRss, readRss(pid).rss);
  }, SAMPLE_MS);
  const marks: Array<{ rows: number; rss: number }> = [];
  const step = Math.max(1, Math.floor(expectedRows / 10));
  let lines = 0;
  let bytes = 0;
  const startedAt = performance.now();
  try {
    const response = await fetch(`http://127.0.0.1:${ port }${ path }`);
    if (response.status !== 200 || !response.body) throw new Error(`GET ${ path }: ${ response.status } ${ (await response.text()).slice(0, 200) }`);
    const reader = response.body.getReader();
    for (let next = await reader.read(); !next.done; next = await reader.read()) {
      const chunk = next.value;
      bytes += chunk.length;
      for (let i = chunk.indexOf(10); i !== -1; i = chunk.indexOf(10, i + 1)) lines++;
      // Lines count the header; a mark is the RSS once the next tenth of the rows arrived.
      while (lines - 1 >= (marks.length + 1) * step && marks.length < 10) marks.push({ rows: (marks.length + 1) * step, rss: readRss(pid).rss });
    }
  } finally {
    clearInterval(sampler);
  }
  const seconds = (performance.now() - startedAt) / 1000;
  const { rss, hwm } = readRss(pid);
  return { rows: lines - 1, bytes, seconds, rssBefore, peakRss: Math.max(peakRss, rss, Number.isNaN(hwm) ? 0 : hwm), marks };
}

/**
 * Backpressure: reads the first `rows` rows of a file, then stops reading for PAUSE_MS. A
 * server that waits for the socket spends no CPU and no memory meanwhile; one that does not
 * keeps reading from the database into its buffers.
 */
async function pausedDownload(server: ChildProcess, port: number, path: string, rows: number) {
  const pid = server.pid as number;
  const controller = new AbortController();
  const response = await fetch(`http://127.0.0.1:${ port }${ path }`, { signal: controller.signal });
  if (!response.body) throw new Error(`GET ${ path }: ${ response.status } without a body`);
  const reader = response.body.getReader();
  let lines = 0;
  while (lines <= rows) {
    const { value, done } = await reader.read();
    if (done) break;
    for (let i = value.indexOf(10); i !== -1; i = value.indexOf(10, i + 1)) lines++;
  }
  const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
  const sample = () => ({ rss: readRss(pid).rss, cpu: readCpuSeconds(pid) });
  const stopped = sample();
  // The first second fills the socket buffers on both sides; after it the server should be idle.
  await sleep(1_000);
  const filled = sample();
  await sleep(PAUSE_MS);
  const after = sample();
  controller.abort();
  await reader.cancel().catch(() => undefined);
  return { rows: lines - 1, rssBefore: stopped.rss, rssAfter: after.rss, fillCpu: filled.cpu - stopped.cpu, idleCpu: after.cpu - filled.cpu };
}

const mb = (bytes: number) => (bytes / MB).toFixed(1);
const thousands = (value: number) => Math.round(value).toLocaleString('en-US');

async function withServer<T>(limit: number, run: (server: ChildProcess, port: number) => Promise<T>): Promise<T> {
  const port = await freePort();
  const server = await startApi({ databaseUrl: DATABASE_URL, port, env: { CSV_EXPORT_LIMIT: String(limit), CAPTCHA_PROVIDER: 'none' } });
  try {
    return await run(server, port);
  } finally {
    await stopApi(server);
  }
}

async function main() {
  await ensureDatabase(DATABASE_URL);
  const db = await createDatabase({ databaseUrl: DATABASE_URL });
  let warmUpPath: string;
  try {
    await fillIfNeeded(db, { blocks: BLOCKS, perBlock: PER_BLOCK, busyEvery: 1 }, { refill: env.BENCH_REFILL === '1' });
    const [ head ] = await db.query<{ timestamp: Date }>('SELECT timestamp FROM blocks ORDER BY number DESC LIMIT 1');
    // The chain's last ten minutes: a first small file, so the figures do not count the server's first compilations.
    const end = new Date(head.timestamp).getTime();
    warmUpPath = `/api/v1/transactions-csv?address_id=${ BUSY_ADDRESS }&from_period=${ new Date(end - 600_000).toISOString() }` +
      `&to_period=${ new Date(end).toISOString() }`;
  } finally {
    await db.close();
  }

  process.stdout.write(`\nCSV export, CSV_EXPORT_LIMIT=${ thousands(SMALL_LIMIT) } (PostgreSQL, API in a child process)\n`);
  const table = [ [ 'file', 'rows', 's', 'rows/s', 'MB/s', 'RSS before MB', 'peak RSS MB' ] ];
  await withServer(SMALL_LIMIT, async(server, port) => {
    await download(server, port, warmUpPath, 1);
    for (const file of EXPORTS) {
      const result = await download(server, port, file.path(), SMALL_LIMIT);
      table.push([ file.name, thousands(result.rows), result.seconds.toFixed(1), thousands(result.rows / result.seconds),
        (result.bytes / MB / result.seconds).toFixed(1), mb(result.rssBefore), mb(result.peakRss) ]);
      process.stdout.write(`  ${ file.name }: ${ thousands(result.rows) } rows in ${ result.seconds.toFixed(1) } s\n`);
    }
  });
  process.stdout.write(`| ${ table[0].join(' | ') } |\n| ${ table[0].map(() => '---').join(' | ') } |\n`);
  for (const row of table.slice(1)) process.stdout.write(`| ${ row.join(' | ') } |\n`);

  process.stdout.write(`\nCSV export of ${ thousands(LARGE_LIMIT) } transactions, CSV_EXPORT_LIMIT=${ thousands(LARGE_LIMIT) }: server RSS while streaming\n`);
  await withServer(LARGE_LIMIT, async(server, port) => {
    await download(server, port, warmUpPath, 1);
    const result = await download(server, port, EXPORTS[0].path(), LARGE_LIMIT);
    process.stdout.write(`${ thousands(result.rows) } rows, ${ mb(result.bytes) } MB in ${ result.seconds.toFixed(1) } s ` +
      `(${ thousands(result.rows / result.seconds) } rows/s)\n`);
    process.stdout.write(`| rows | RSS MB |\n| --- | --- |\n| 0 (before) | ${ mb(result.rssBefore) } |\n`);
    for (const mark of result.marks) process.stdout.write(`| ${ thousands(mark.rows) } | ${ mb(mark.rss) } |\n`);
    process.stdout.write(`Peak RSS ${ mb(result.peakRss) } MB, ${ mb(result.peakRss - result.rssBefore) } MB above the RSS before the download.\n`);

    const paused = await pausedDownload(server, port, EXPORTS[0].path(), Math.floor(LARGE_LIMIT / 10));
    process.stdout.write(`\nA reader that stops after ${ thousands(paused.rows) } rows: the server spends ${ paused.fillCpu.toFixed(2) } CPU s ` +
      `in the first second (filling the socket buffers), then ${ paused.idleCpu.toFixed(2) } CPU s in ${ PAUSE_MS / 1000 } s; ` +
      `RSS ${ mb(paused.rssBefore) } → ${ mb(paused.rssAfter) } MB.\n`);
  });
}

main().catch((error) => {
  process.stderr.write(`bench:csv: ${ error instanceof Error ? error.stack : String(error) }\n`);
  process.exit(1);
});
