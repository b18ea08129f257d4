/**
 * `npm run bench:web`: how the explorer's most opened pages load, in Lighthouse (the npm
 * package) driving Debian's Chromium, plus what the server sends before any JavaScript.
 *
 * 1. Starts the whole explorer as `npm start` does (./stack.ts: its own ports, a fresh
 *    PGlite directory; builds the web app first when needed) and waits for a token, an NFT
 *    and a few blocks, or, with `--url http://host:port --api http://host:port`, uses a
 *    running one.
 * 2. Picks a real block, transaction, address and token from the API.
 * 3. Per route (/, /block/{n}, /tx/{hash}, /address/{hash}, /token/{hash}): fetches the
 *    server HTML without JavaScript (after one warm-up request) and checks the main data is
 *    in it; sums the first-load JavaScript (every same-origin `/_next/` `<script src>` but
 *    `nomodule` polyfills, each gzipped by node:zlib at level 9; 1 kB = 1000 bytes); runs
 *    Lighthouse under the default mobile preset (emulated Moto G Power, simulated slow 4G
 *    and 4× CPU) and the `desktop` one, the best of `--runs N` by performance score.
 * 4. Prints the failing audits (top 5 by weight, performance and accessibility), one table
 *    and the issue's targets (misses marked ✗; they apply to the mobile preset), and writes
 *    test-results/bench-web.json plus each HTML report under test-results/bench-web/.
 * 5. Starts the same build twice more, with every optional feature off and with every one on
 *    (./featureSets.ts), and prints the home page's JavaScript per feature set: first load,
 *    and all that ran after load. `--feature-sets` does only this and the npm start figure.
 * 6. Stops what it started, also on failure or Ctrl-C.
 * Figures, not a pass/fail test: misses (and a page Lighthouse cannot load, tried twice) leave
 * the exit code 0; only a failure to start, find data or fetch a page ends the bench with 1.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';

import type * as ChromeLauncher from 'chrome-launcher';

import {
  checkData, evaluateTargets, extractScriptSrcs, formatTable, formatTargets, GZIP_LEVEL, gzipSize, lighthouseFigures,
  pageContent, parseArgs, pickBest, TARGET_PRESET, toKb, topFailingAudits,
  type BenchOptions, type DataCheck, type FailingAudit, type LhrLike, type LighthouseFigures, type Preset, type RouteData, type TableRow,
} from './report';
import { afterLoad, formatFeatureSets, measureFeatureSets } from './featureSets';
import { homeData, ROOT, startExplorer, runningExplorer, waitForEntities, type Explorer } from './stack';

const CHROMIUM = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
const CHROME_FLAGS = [ '--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking',
  '--disable-component-update', '--disable-sync' ];
const CATEGORIES = [ 'performance', 'accessibility', 'best-practices', 'seo' ];
/**
 * Lighthouse and chrome-launcher are ES modules. Loaded through tsx they get esbuild's
 * `__name` helpers, which break the functions Lighthouse serialises into the page
 * ("__name is not defined"); Node's own import leaves them as published.
 */
const nativeImport = new Function('specifier', 'return import(specifier)') as <T>(specifier: string) => Promise<T>;
const loadLighthouse = () => nativeImport<typeof import('lighthouse')>('lighthouse');
const loadChromeLauncher = () => nativeImport<typeof ChromeLauncher>('chrome-launcher');

const RESULTS_JSON = path.join(ROOT, 'test-results/bench-web.json');
const REPORTS_DIR = path.join(ROOT, 'test-results/bench-web');

const USAGE = `npm run bench:web [-- options]
  (no options)         start the explorer on ports 3500/4500/8800 (building the web app if needed) and measure it
  --url URL --api URL  measure a running explorer instead (web origin and API origin)
  --preset P           mobile, desktop or both (default both; the targets apply to mobile)
  --runs N             Lighthouse runs per route and preset, the best by performance counts (default 1)
  --feature-sets       only the home page's JavaScript per feature set (features off / npm start / every feature on), no Lighthouse`;

const log = (line: string) => process.stdout.write(`${ line }\n`);

interface Route {
  /** The pattern shown in the table. */
  label: string;
  path: string;
  /** The data the server HTML must hold; the home page's is read right before its fetch. */
  data: () => Promise<RouteData>;
}

interface ServerPage {
  status: number;
  htmlBytes: number;
  checks: DataCheck[];
  dataInHtml: boolean;
  scripts: Array<{ url: string; bytes: number; gzipBytes: number }>;
  skippedScripts: string[];
  firstLoadJsKb: number;
}

interface LighthouseRun { figures: LighthouseFigures; failing: { performance: FailingAudit[]; accessibility: FailingAudit[] };
  warnings: string[]; report: string; benchmarkIndex: number | null; error?: string }

/** The page as the server sends it, fetched without a browser, and its first-load scripts. */
async function measureServerPage(webUrl: string, route: Route): Promise<ServerPage> {
  const url = new URL(route.path, webUrl).href;
  // One request first: the home page gives its prefetches 1.5 s, which the very first request
  // after a start can miss while the API warms its queries up; a running site is warm.
  await fetch(url, { signal: AbortSignal.timeout(120_000) }).then((response) => response.arrayBuffer());
  const before = await route.data();
  const response = await fetch(url, { headers: { accept: 'text/html' }, signal: AbortSignal.timeout(120_000) });
  const html = await response.text();
  let data = before;
  if (data.kind === 'home') {
    // Blocks come every few seconds: what the API listed just before or just after the page was rendered.
    const after = await route.data();
    if (after.kind === 'home') {
      data = { kind: 'home', blockHeights: [ ...new Set([ ...data.blockHeights, ...after.blockHeights ]) ],
        txHashes: [ ...new Set([ ...data.txHashes, ...after.txHashes ]) ] };
    }
  }
  const checks = response.ok ? checkData(pageContent(html), data) : [ { what: `HTTP ${ response.status }`, found: false } ];
  const { scripts, skipped } = extractScriptSrcs(html, response.url || url);
  const sized = await Promise.all(scripts.map(async(scriptUrl) => {
    const scriptResponse = await fetch(scriptUrl, { signal: AbortSignal.timeout(60_000) });
    if (!scriptResponse.ok) throw new Error(`GET ${ scriptUrl }: ${ scriptResponse.status }`);
    const body = new Uint8Array(await scriptResponse.arrayBuffer());
    return { url: scriptUrl, bytes: body.length, gzipBytes: gzipSize(body) };
  }));
  return {
    status: response.status,
    htmlBytes: Buffer.byteLength(html),
    checks,
    dataInHtml: checks.every((check) => check.found),
    scripts: sized,
    skippedScripts: skipped,
    firstLoadJsKb: toKb(sized.reduce((sum, script) => sum + script.gzipBytes, 0)),
  };
}

/** The Chrome of the Lighthouse run under way, for the clean-up on Ctrl-C. */
let currentChrome: ChromeLauncher.LaunchedChrome | undefined;

function killChrome(): void {
  try {
    currentChrome?.kill();
  } catch {
    // Already gone.
  }
  currentChrome = undefined;
}

/** One Lighthouse run in a Chrome of its own (a fresh profile: empty cache, no state left by an earlier page). */
async function runLighthouseOnce(url: string, preset: Preset): Promise<LighthouseRun> {
  const { default: lighthouse, desktopConfig } = await loadLighthouse();
  currentChrome = await (await loadChromeLauncher()).launch({ chromePath: CHROMIUM, chromeFlags: CHROME_FLAGS, handleSIGINT: false,
    logLevel: 'silent' });
  try {
    const result = await lighthouse(url, { port: currentChrome.port, output: 'html', logLevel: 'error', onlyCategories: CATEGORIES },
      preset === 'desktop' ? desktopConfig : undefined);
    if (!result) throw new Error(`Lighthouse returned nothing for ${ url }`);
    const lhr = result.lhr as unknown as LhrLike;
    return {
      figures: lighthouseFigures(lhr),
      failing: { performance: topFailingAudits(lhr, 'performance'), accessibility: topFailingAudits(lhr, 'accessibility') },
      warnings: result.lhr.runWarnings.map(String),
      report: Array.isArray(result.report) ? result.report[0] : result.report,
      benchmarkIndex: result.lhr.environment?.benchmarkIndex ?? null,
      error: lhr.runtimeError ? `${ lhr.runtimeError.code }: ${ lhr.runtimeError.message }` : undefined,
    };
  } catch (error) {
    return { figures: lighthouseFigures({ categories: {}, audits: {} }), failing: { performance: [], accessibility: [] },
      warnings: [], report: '', benchmarkIndex: null, error: (error as Error).message };
  } finally {
    killChrome();
  }
}

/** A run that fails (a hung page, a Chrome protocol timeout on a busy machine) is tried once more. */
async function runLighthouse(url: string, preset: Preset): Promise<LighthouseRun> {
  const first = await runLighthouseOnce(url, preset);
  if (!first.error) return first;
  log(`    ${ first.error.split('\n')[0] }; trying once more`);
  return await runLighthouseOnce(url, preset);
}

/** test-results/ is Playwright's output folder, emptied by every Playwright run: made again before each write. */
function writeResult(file: string, content: string): void {
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, content);
}

const slug = (label: string) => label.replace(/[{}]/g, '').replace(/[^a-z0-9]+/gi, '-').replace(/^-|-$/g, '') || 'home';

function formatAudits(audits: FailingAudit[]): string[] {
  return audits.map((audit) => `      - ${ audit.title } (${ audit.id }; weight ${ audit.weight }, score ${ audit.score.toFixed(2) }` +
    `${ audit.displayValue ? `, ${ audit.displayValue }` : '' })`);
}

async function bench(options: BenchOptions, onExplorer: (explorer: Explorer) => void): Promise<void> {
  const explorer = options.url && options.api ? runningExplorer(options.url, options.api) : await startExplorer(log, onExplorer);
  const { webUrl, apiUrl } = explorer;
  log(`Web ${ webUrl }, API ${ apiUrl }`);
  const entities = await waitForEntities(apiUrl, log);

  const routes: Route[] = [
    { label: '/', path: '/', data: async() => ({ kind: 'home', ...await homeData(apiUrl) }) },
    { label: '/block/{n}', path: `/block/${ entities.block.height }`, data: async() => ({ kind: 'block', ...entities.block }) },
    { label: '/tx/{hash}', path: `/tx/${ entities.tx.hash }`, data: async() => ({ kind: 'tx', ...entities.tx }) },
    { label: '/address/{hash}', path: `/address/${ entities.address }`, data: async() => ({ kind: 'address', hash: entities.address }) },
    { label: '/token/{hash}', path: `/token/${ entities.token.hash }`, data: async() => ({ kind: 'token', name: entities.token.name }) },
  ];
  log(`Routes: ${ routes.map((route) => route.path).join('  ') }`);

  if (options.featureSetsOnly) {
    const home = await measureServerPage(webUrl, routes[0]);
    const after = await afterLoad(webUrl);
    log('The home page\'s JavaScript per feature set:');
    log(`  as npm start: first-load ${ home.firstLoadJsKb } kB gz; after load ${ after.kb } kB gz in ${ after.count } scripts`);
    const sets = await measureFeatureSets(apiUrl, log);
    log(`\n${ formatFeatureSets([ ...sets.slice(0, 1), { name: 'as npm start', firstLoadJsKb: home.firstLoadJsKb, afterLoadJsKb: after.kb,
      scriptsAfterLoad: after.count }, ...sets.slice(1) ]) }`);
    return;
  }

  // The server HTML first: it also warms each route up before Lighthouse loads it.
  const pages = new Map<string, ServerPage>();
  for (const route of routes) {
    const page = await measureServerPage(webUrl, route);
    pages.set(route.label, page);
    log(`  ${ route.label }: HTTP ${ page.status }, ${ toKb(page.htmlBytes) } kB HTML, data ${ page.checks.map((check) =>
      `${ check.what } ${ check.found ? 'yes' : 'NO' }`).join(', ') }; ${ page.scripts.length } scripts, ${ page.firstLoadJsKb } kB gz` +
      (page.skippedScripts.length ? ` (${ page.skippedScripts.length } left out: nomodule or not /_next/)` : ''));
  }

  const runs = new Map<string, LighthouseRun[]>();
  for (const preset of options.presets) {
    for (const route of routes) {
      const url = new URL(route.path, webUrl).href;
      const routeRuns: LighthouseRun[] = [];
      for (let run = 1; run <= options.runs; run++) {
        const startedAt = Date.now();
        const result = await runLighthouse(url, preset);
        routeRuns.push(result);
        const f = result.figures;
        log(`  Lighthouse ${ preset } ${ route.label } run ${ run }/${ options.runs }: ` + (result.error ? `error ${ result.error }` :
          `perf ${ f.performance }, a11y ${ f.accessibility }, LCP ${ f.lcpMs } ms, TBT ${ f.tbtMs } ms`) +
          ` (${ ((Date.now() - startedAt) / 1000).toFixed(0) } s)`);
      }
      runs.set(`${ preset } ${ route.label }`, routeRuns);
    }
  }

  const rows: TableRow[] = [];
  const results = [];
  log('\nFailing audits (top 5 by weight; score < 0.9):');
  for (const preset of options.presets) {
    for (const route of routes) {
      const page = pages.get(route.label)!;
      const routeRuns = runs.get(`${ preset } ${ route.label }`) ?? [];
      const best = pickBest(routeRuns.filter((run) => !run.error)) ?? routeRuns[0];
      if (best?.report) writeResult(path.join(REPORTS_DIR, `${ preset }-${ slug(route.label) }.html`), best.report);
      rows.push({ route: route.label, preset, figures: best && !best.error ? best.figures : null, error: best?.error,
        firstLoadJsKb: page.firstLoadJsKb, dataInHtml: page.dataInHtml });
      log(`  ${ route.label } (${ preset })${ best?.error ? `: Lighthouse error ${ best.error }` : '' }`);
      if (best && !best.error) {
        for (const category of [ 'performance', 'accessibility' ] as const) {
          const audits = best.failing[category];
          log(`    ${ category }:${ audits.length === 0 ? ' none' : '' }`);
          formatAudits(audits).forEach((line) => log(line));
        }
        best.warnings.forEach((warning) => log(`    warning: ${ warning }`));
      }
      results.push({ route: route.label, path: route.path, preset, url: new URL(route.path, webUrl).href,
        lighthouse: best ? { ...best, report: undefined } : null,
        runs: routeRuns.map((run) => ({ figures: run.figures, error: run.error })) });
    }
  }

  log('\nThe home page\'s JavaScript per feature set:');
  const featureSets = await measureFeatureSets(apiUrl, log);

  const benchmarkIndex = [ ...runs.values() ].flat().find((run) => run.benchmarkIndex !== null)?.benchmarkIndex;
  log(`\n${ options.url ? 'Running explorer' : 'Started explorer' } ${ webUrl }; Lighthouse ${ options.presets.join(' + ') } ` +
    `(targets on ${ TARGET_PRESET }), best of ${ options.runs } by performance; first-load JS = same-origin /_next/ scripts, ` +
    `gzip level ${ GZIP_LEVEL }, 1 kB = 1000 B${ benchmarkIndex ? `; CPU benchmark index ${ benchmarkIndex }` : '' }`);
  log(formatTable(rows));
  const targets = evaluateTargets(rows);
  log(`\nTargets:\n${ formatTargets(targets) }`);
  log(`\nHome page per feature set (the started explorer's own is the table's / row):\n${ formatFeatureSets(featureSets) }`);

  writeResult(RESULTS_JSON, JSON.stringify({
    date: new Date().toISOString(), webUrl, apiUrl, startedHere: !options.url, presets: options.presets, runsPerRoute: options.runs,
    gzip: `node:zlib gzip level ${ GZIP_LEVEL }`, kB: 1000, benchmarkIndex: benchmarkIndex ?? null, entities,
    routes: routes.map((route) => ({ route: route.label, path: route.path, serverHtml: pages.get(route.label) })),
    lighthouse: results, table: rows, targets, featureSets,
  }, null, 2));
  log(`\nWrote ${ path.relative(ROOT, RESULTS_JSON) } and the HTML reports in ${ path.relative(ROOT, REPORTS_DIR) }/`);
}

async function main(): Promise<number> {
  let options: BenchOptions;
  try {
    options = parseArgs(process.argv.slice(2));
  } catch (error) {
    process.stderr.write(`bench:web: ${ (error as Error).message }\n${ USAGE }\n`);
    return 2;
  }
  if (options.help) {
    log(USAGE);
    return 0;
  }
  let explorer: Explorer | undefined;
  let cleaning: Promise<void> | undefined;
  const cleanUp = () => {
    cleaning ??= (async() => {
      killChrome();
      await explorer?.stop();
    })();
    return cleaning;
  };
  for (const signal of [ 'SIGINT', 'SIGTERM' ] as const) {
    process.once(signal, () => {
      process.stderr.write(`\nbench:web: ${ signal }, stopping…\n`);
      void cleanUp().finally(() => process.exit(130));
    });
  }
  try {
    await bench(options, (started) => { explorer = started; });
    return 0;
  } catch (error) {
    process.stderr.write(`bench:web: ${ error instanceof Error ? error.stack ?? error.message : String(error) }\n`);
    return 1;
  } finally {
    await cleanUp();
  }
}

main().then((code) => process.exit(code));
