/**
 * The pure parts of `npm run bench:web`: reading a server page (its first-load scripts and
 * whether the route's main data is in the markup), picking Lighthouse results, checking
 * them against the issue's targets and printing the table. No I/O here.
 */
import { gzipSync } from 'node:zlib';

export const TARGETS = {
  /** Home page first-load JavaScript, gzipped, in kB (1 kB = 1000 bytes), every feature on (issue 25). Blockscout's is 579 kB. */
  homeFirstLoadKb: 240,
  /** Lighthouse scores ×100, under the default (mobile) preset. */
  performance: 95,
  accessibility: 95,
} as const;

export type Preset = 'mobile' | 'desktop';
/** The preset the targets apply to: Lighthouse's default, mobile emulation with simulated throttling. */
export const TARGET_PRESET: Preset = 'mobile';

/** gzip as the bench measures it: node:zlib at level 9. */
export const GZIP_LEVEL = 9;
export const gzipSize = (body: Uint8Array): number => gzipSync(body, { level: GZIP_LEVEL }).length;
export const toKb = (bytes: number): number => Math.round(bytes / 100) / 10;

// ---------------------------------------------------------------- command line

export interface BenchOptions {
  /** A running explorer's web origin; none → the bench starts its own. */
  url?: string;
  api?: string;
  runs: number;
  presets: Preset[];
  /** Only the home page's JavaScript per feature set (./featureSets.ts), no Lighthouse. */
  featureSetsOnly: boolean;
  help: boolean;
}

export function parseArgs(argv: string[]): BenchOptions {
  const options: BenchOptions = { runs: 1, presets: [ 'mobile', 'desktop' ], featureSetsOnly: false, help: false };
  for (let i = 0; i < argv.length; i++) {
    const [ name, inline ] = argv[i].split(/=(.*)/s, 2);
    const value = () => {
      const next = inline ?? argv[++i];
      if (next === undefined || next === '') throw new Error(`${ name } needs a value`);
      return next;
    };
    switch (name) {
      case '--url': options.url = new URL(value()).origin; break;
      case '--api': options.api = new URL(value()).origin; break;
      case '--runs': {
        const runs = Number(value());
        if (!Number.isInteger(runs) || runs < 1) throw new Error('--runs expects a whole number ≥ 1');
        options.runs = runs;
        break;
      }
      case '--preset': {
        const preset = value();
        if (preset === 'both') options.presets = [ 'mobile', 'desktop' ];
        else if (preset === 'mobile' || preset === 'desktop') options.presets = [ preset ];
        else throw new Error('--preset expects mobile, desktop or both');
        break;
      }
      case '--feature-sets': options.featureSetsOnly = true; break;
      case '--help': case '-h': options.help = true; break;
      default: throw new Error(`unknown option ${ argv[i] }`);
    }
  }
  if (Boolean(options.url) !== Boolean(options.api)) throw new Error('--url and --api go together');
  return options;
}

// ---------------------------------------------------------------- server HTML

const decodeEntities = (text: string): string => text
  .replace(/&#x([0-9a-f]+);/gi, (_, hex: string) => String.fromCodePoint(parseInt(hex, 16)))
  .replace(/&#(\d+);/g, (_, dec: string) => String.fromCodePoint(Number(dec)))
  .replace(/&(quot|apos|lt|gt|nbsp|amp);/g, (_, name: string) =>
    ({ quot: '"', apos: '\'', lt: '<', gt: '>', nbsp: ' ', amp: '&' })[name] ?? '');

const withoutComments = (html: string) => html.replace(/<!--[\s\S]*?-->/g, '');

function attribute(attributes: string, name: string): string | null | undefined {
  const match = new RegExp(`(?:^|\\s)${ name }(?:\\s*=\\s*(?:"([^"]*)"|'([^']*)'|([^\\s"'>]+)))?(?=\\s|/|$)`, 'i').exec(attributes);
  if (!match) return undefined;
  const raw = match[1] ?? match[2] ?? match[3];
  return raw === undefined ? null : decodeEntities(raw);
}

export interface PageScripts {
  /** Absolute URLs of the page's same-origin `/_next/` scripts, in document order, once each. */
  scripts: string[];
  /** `<script src>` left out: other origins, other paths, `nomodule` (legacy polyfills a modern browser skips). */
  skipped: string[];
}

/** The first-load scripts of a server page: every `<script src>` a modern browser runs. */
export function extractScriptSrcs(html: string, pageUrl: string): PageScripts {
  const page = new URL(pageUrl);
  const scripts: string[] = [];
  const skipped: string[] = [];
  for (const match of withoutComments(html).matchAll(/<script\b([^>]*)>/gi)) {
    const src = attribute(match[1], 'src');
    if (!src) continue;
    const url = new URL(src, page);
    const type = attribute(match[1], 'type');
    const runs = attribute(match[1], 'nomodule') === undefined && (!type || /^(text|application)\/javascript$|^module$/i.test(type));
    if (!runs || url.origin !== page.origin || !url.pathname.startsWith('/_next/')) skipped.push(url.href);
    else if (!scripts.includes(url.href)) scripts.push(url.href);
  }
  return { scripts, skipped };
}

export interface PageContent {
  /** The body's markup without scripts, styles and comments, entities decoded (links count: `href="/tx/0x…"`). */
  markup: string;
  /** What a reader sees: the same without tags, whitespace collapsed. */
  text: string;
}

/**
 * The server-rendered body a reader gets without JavaScript. The head (canonical URL, meta)
 * and `__NEXT_DATA__` are left out: data only there is not on the page.
 */
export function pageContent(html: string): PageContent {
  const bodyStart = html.search(/<body\b/i);
  const body = bodyStart >= 0 ? html.slice(bodyStart) : html;
  const stripped = withoutComments(body)
    .replace(/<script\b[^>]*>[\s\S]*?<\/script\s*>/gi, ' ')
    .replace(/<style\b[^>]*>[\s\S]*?<\/style\s*>/gi, ' ')
    .replace(/<template\b[^>]*>[\s\S]*?<\/template\s*>/gi, ' ');
  return {
    markup: decodeEntities(stripped),
    text: decodeEntities(stripped.replace(/<[^>]*>/g, ' ')).replace(/\s+/g, ' ').trim(),
  };
}

export interface DataCheck { what: string; found: boolean }

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A hash anywhere in the body markup (text or a link to it), any letter case. */
export const hasHash = (content: PageContent, hash: string): boolean => content.markup.toLowerCase().includes(hash.toLowerCase());

/** A block height as a whole number in the text (plain or with thousands separators) or as a link to the block. */
export function hasBlockHeight(content: PageContent, height: number): boolean {
  const forms = [ String(height), height.toLocaleString('en-US') ].map(escapeRegExp);
  return new RegExp(`(?<![\\w.,])(?:${ forms.join('|') })(?!\\w|[.,]\\d)`).test(content.text) || hasBlockLink(content, height);
}

/** A link to the block: stricter than a number in the text, which small heights match by chance. */
export const hasBlockLink = (content: PageContent, height: number): boolean =>
  new RegExp(`href="[^"]*/block/${ height }(?:[?#"/])`).test(content.markup);

export const hasText = (content: PageContent, value: string): boolean =>
  value.trim() !== '' && content.text.includes(value.replace(/\s+/g, ' ').trim());

/** What each route must show in its server HTML. */
export type RouteData =
  | { kind: 'home'; blockHeights: number[]; txHashes: string[] }
  | { kind: 'block'; height: number; hash: string }
  | { kind: 'tx'; hash: string; blockHeight: number }
  | { kind: 'address'; hash: string }
  | { kind: 'token'; name: string };

export function checkData(content: PageContent, data: RouteData): DataCheck[] {
  switch (data.kind) {
    case 'home': return [
      { what: 'a link to a latest block', found: data.blockHeights.some((height) => hasBlockLink(content, height)) },
      { what: 'a latest transaction hash', found: data.txHashes.some((hash) => hasHash(content, hash)) },
    ];
    case 'block': return [
      { what: `block height ${ data.height }`, found: hasBlockHeight(content, data.height) },
      { what: 'block hash', found: hasHash(content, data.hash) },
    ];
    case 'tx': return [
      { what: 'transaction hash', found: hasHash(content, data.hash) },
      { what: `its block ${ data.blockHeight }`, found: hasBlockHeight(content, data.blockHeight) },
    ];
    case 'address': return [ { what: 'address hash', found: hasHash(content, data.hash) } ];
    case 'token': return [ { what: `token name "${ data.name }"`, found: hasText(content, data.name) } ];
  }
}

// ---------------------------------------------------------------- Lighthouse results

/** The slice of a Lighthouse result (LH.Result) the bench reads. */
export interface LhrLike {
  categories: Record<string, { score: number | null; auditRefs: Array<{ id: string; weight: number }> } | undefined>;
  audits: Record<string, {
    id: string; title: string; score: number | null; scoreDisplayMode: string;
    displayValue?: string; numericValue?: number;
    metricSavings?: Record<string, number | undefined>;
  } | undefined>;
  runtimeError?: { code: string; message: string };
}

export interface FailingAudit { id: string; title: string; weight: number; score: number; displayValue?: string }

const NOT_SCORED = new Set([ 'notApplicable', 'manual', 'informative', 'error' ]);

/**
 * The category's audits that did not pass (score below 0.9, Lighthouse's green), heaviest
 * first; among equal weights the one promising the largest LCP+TBT saving, then the lowest score.
 */
export function topFailingAudits(lhr: LhrLike, category: string, limit = 5): FailingAudit[] {
  const refs = lhr.categories[category]?.auditRefs ?? [];
  const savings = (id: string) => Object.values(lhr.audits[id]?.metricSavings ?? {}).reduce<number>((sum, ms) => sum + (ms ?? 0), 0);
  return refs
    .map((ref) => ({ ref, audit: lhr.audits[ref.id] }))
    .filter(({ audit }) => audit && audit.score !== null && audit.score < 0.9 && !NOT_SCORED.has(audit.scoreDisplayMode))
    .sort((a, b) => b.ref.weight - a.ref.weight || savings(b.ref.id) - savings(a.ref.id) || (a.audit?.score ?? 0) - (b.audit?.score ?? 0))
    .slice(0, limit)
    .map(({ ref, audit }) => ({ id: ref.id, title: audit?.title ?? ref.id, weight: ref.weight, score: audit?.score ?? 0,
      displayValue: audit?.displayValue || undefined }));
}

export interface LighthouseFigures {
  performance: number | null;
  accessibility: number | null;
  bestPractices: number | null;
  seo: number | null;
  lcpMs: number | null;
  tbtMs: number | null;
}

const score100 = (score: number | null | undefined) => (typeof score === 'number' ? Math.round(score * 100) : null);
const ms = (value: number | undefined) => (typeof value === 'number' ? Math.round(value) : null);

export function lighthouseFigures(lhr: LhrLike): LighthouseFigures {
  return {
    performance: score100(lhr.categories.performance?.score),
    accessibility: score100(lhr.categories.accessibility?.score),
    bestPractices: score100(lhr.categories['best-practices']?.score),
    seo: score100(lhr.categories.seo?.score),
    lcpMs: ms(lhr.audits['largest-contentful-paint']?.numericValue),
    tbtMs: ms(lhr.audits['total-blocking-time']?.numericValue),
  };
}

/** Best of N: the run with the highest performance score (the first among equals). */
export function pickBest<T extends { figures: LighthouseFigures }>(runs: T[]): T | undefined {
  return runs.reduce<T | undefined>((best, run) =>
    (!best || (run.figures.performance ?? -1) > (best.figures.performance ?? -1) ? run : best), undefined);
}

// ---------------------------------------------------------------- targets and table

export interface TableRow {
  /** The route's pattern, e.g. `/block/{n}`. */
  route: string;
  preset: Preset;
  figures: LighthouseFigures | null;
  /** Why Lighthouse gave no figures. */
  error?: string;
  firstLoadJsKb: number | null;
  dataInHtml: boolean | null;
}

export type Miss = 'performance' | 'accessibility' | 'firstLoadJs' | 'dataInHtml';

/** The targets a row misses (a figure that could not be measured counts as a miss). */
export function rowMisses(row: TableRow): Miss[] {
  const misses: Miss[] = [];
  if (row.preset === TARGET_PRESET) {
    if ((row.figures?.performance ?? -1) < TARGETS.performance) misses.push('performance');
    if ((row.figures?.accessibility ?? -1) < TARGETS.accessibility) misses.push('accessibility');
  }
  if (row.route === '/' && (row.firstLoadJsKb === null || row.firstLoadJsKb > TARGETS.homeFirstLoadKb)) misses.push('firstLoadJs');
  if (row.dataInHtml !== true) misses.push('dataInHtml');
  return misses;
}

const MISS_MARK = ' ✗';
const show = (value: number | null, miss = false) => (value === null ? '–' : String(value)) + (miss ? MISS_MARK : '');

export function formatTable(rows: TableRow[]): string {
  const header = [ 'route', 'preset', 'perf', 'a11y', 'best-practices', 'SEO', 'LCP ms', 'TBT ms', 'first-load JS gz kB', 'data in HTML' ];
  const lines = rows.map((row) => {
    const misses = new Set(rowMisses(row));
    const f = row.figures;
    const data = row.dataInHtml === null ? '–' : row.dataInHtml ? 'yes' : 'no';
    return [
      row.route, row.preset,
      f ? show(f.performance, misses.has('performance')) : `error${ MISS_MARK }`,
      f ? show(f.accessibility, misses.has('accessibility')) : '–',
      f ? show(f.bestPractices) : '–', f ? show(f.seo) : '–', f ? show(f.lcpMs) : '–', f ? show(f.tbtMs) : '–',
      row.firstLoadJsKb === null ? '–' : row.firstLoadJsKb.toFixed(1) + (misses.has('firstLoadJs') ? MISS_MARK : ''),
      data + (misses.has('dataInHtml') ? MISS_MARK : ''),
    ];
  });
  const widths = header.map((title, column) => Math.max(title.length, ...lines.map((line) => [ ...line[column] ].length)));
  const pad = (cells: string[]) => `| ${ cells.map((cell, column) => cell + ' '.repeat(widths[column] - [ ...cell ].length)).join(' | ') } |`;
  return [ pad(header), pad(widths.map((width) => '-'.repeat(width))), ...lines.map(pad) ].join('\n');
}

export interface TargetResult { target: string; met: boolean; detail: string }

/** One line per target of the issue, over every row. */
export function evaluateTargets(rows: TableRow[]): TargetResult[] {
  const targetRows = rows.filter((row) => row.preset === TARGET_PRESET);
  const failing = (miss: Miss) => [ ...new Set(rows.filter((row) => rowMisses(row).includes(miss)).map((row) => row.route)) ];
  const home = rows.find((row) => row.route === '/');
  const list = (routes: string[]) => routes.join(', ');
  const results: TargetResult[] = [ {
    target: `home first-load JS ≤ ${ TARGETS.homeFirstLoadKb } kB gz`,
    met: failing('firstLoadJs').length === 0 && Boolean(home),
    detail: home?.firstLoadJsKb != null ? `${ home.firstLoadJsKb.toFixed(1) } kB` : 'not measured',
  } ];
  if (targetRows.length > 0) {
    for (const [ miss, name, threshold ] of [
      [ 'performance', 'performance', TARGETS.performance ], [ 'accessibility', 'accessibility', TARGETS.accessibility ] ] as const) {
      const routes = failing(miss);
      const errored = new Set(targetRows.filter((row) => !row.figures).map((row) => row.route));
      results.push({ target: `${ name } ≥ ${ threshold } (${ TARGET_PRESET })`, met: routes.length === 0,
        detail: routes.length === 0 ? 'every route' :
          `missed on ${ list(routes.map((route) => (errored.has(route) ? `${ route } (Lighthouse error)` : route))) }` });
    }
  }
  const noData = failing('dataInHtml');
  results.push({ target: 'main data in the server HTML', met: noData.length === 0,
    detail: noData.length === 0 ? 'every route' : `missing on ${ list(noData) }` });
  return results;
}

export const formatTargets = (results: TargetResult[]): string =>
  results.map((result) => `${ result.met ? '✓' : '✗' } ${ result.target }: ${ result.detail }`).join('\n');
