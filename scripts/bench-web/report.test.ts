/**
 * @jest-environment node
 */
import {
  checkData, evaluateTargets, extractScriptSrcs, formatTable, formatTargets, gzipSize, lighthouseFigures, pageContent, parseArgs,
  pickBest, rowMisses, toKb, topFailingAudits, type LhrLike, type LighthouseFigures, type TableRow,
} from './report';

const PAGE = 'http://localhost:3500/tx/0xabc';
const TX = '0x' + 'ab'.repeat(32);
const BLOCK_HASH = '0x' + 'cd'.repeat(32);

function html(head: string, body: string): string {
  return `<!DOCTYPE html><html><head>${ head }</head><body>${ body }` +
    `<script id="__NEXT_DATA__" type="application/json">{"props":{"hash":"${ TX }","height":74,"name":"Quantum Dollar"}}</script></body></html>`;
}

describe('extractScriptSrcs', () => {
  it('keeps every same-origin /_next/ script a modern browser runs, once each, in document order', () => {
    const page = html(
      '<script src="/_next/static/chunks/webpack-1.js" defer=""></script>' +
      '<script src="/_next/static/chunks/polyfills-2.js" noModule=""></script>' +
      '<script id="__ENVS__">window.__envs = {}</script>',
      '<script src=\'http://localhost:3500/_next/static/chunks/main-3.js\' async></script>' +
      '<script src=/_next/static/chunks/pages/index-4.js?v=1&amp;x=2></script>' +
      '<!-- <script src="/_next/static/chunks/commented.js"></script> -->' +
      '<script src="https://cdn.example.com/analytics.js"></script>' +
      '<script src="/vendor/other.js"></script>' +
      '<script src="/_next/static/chunks/webpack-1.js"></script>' +
      '<script type="application/ld+json" src="/_next/data.json"></script>' +
      '<script type="module" src="/_next/static/chunks/module-5.js"></script>',
    );
    const { scripts, skipped } = extractScriptSrcs(page, PAGE);
    expect(scripts).toEqual([
      'http://localhost:3500/_next/static/chunks/webpack-1.js',
      'http://localhost:3500/_next/static/chunks/main-3.js',
      'http://localhost:3500/_next/static/chunks/pages/index-4.js?v=1&x=2',
      'http://localhost:3500/_next/static/chunks/module-5.js',
    ]);
    expect(skipped).toEqual([
      'http://localhost:3500/_next/static/chunks/polyfills-2.js',
      'https://cdn.example.com/analytics.js',
      'http://localhost:3500/vendor/other.js',
      'http://localhost:3500/_next/data.json',
    ]);
  });

  it('finds nothing in a page without external scripts', () => {
    expect(extractScriptSrcs(html('', '<p>hi</p>'), PAGE)).toEqual({ scripts: [], skipped: [] });
  });
});

describe('data in the server HTML', () => {
  it('does not count data that is only in the head or in __NEXT_DATA__', () => {
    const content = pageContent(html(`<link rel="canonical" href="http://localhost/tx/${ TX }"><title>Tx ${ TX }</title>`, '<main>Loading…</main>'));
    expect(checkData(content, { kind: 'tx', hash: TX, blockHeight: 74 })).toEqual([
      { what: 'transaction hash', found: false }, { what: 'its block 74', found: false } ]);
    expect(checkData(content, { kind: 'token', name: 'Quantum Dollar' })).toEqual([ { what: 'token name "Quantum Dollar"', found: false } ]);
  });

  it('finds a hash in the text or in a link, whatever its letter case, and a height as a whole number or a link', () => {
    const content = pageContent(html('', `<main><h1>Transaction</h1><span>${ TX.toUpperCase().replace('0X', '0x') }</span>` +
      '<a href="/block/74">Block</a></main>'));
    expect(checkData(content, { kind: 'tx', hash: TX, blockHeight: 74 }).every((check) => check.found)).toBe(true);
    const linked = pageContent(html('', `<a href="/tx/${ TX }">0xabab…abab</a>`));
    expect(checkData(linked, { kind: 'home', blockHeights: [ 75 ], txHashes: [ TX ] })).toEqual([
      { what: 'a link to a latest block', found: false }, { what: 'a latest transaction hash', found: true } ]);
  });

  it('wants links to the latest blocks on the home page, not just numbers that could be anything', () => {
    const numbers = pageContent(html('', '<p>Average block time 12 s</p><p>Total blocks 13</p>'));
    expect(checkData(numbers, { kind: 'home', blockHeights: [ 12, 13 ], txHashes: [ TX ] })[0].found).toBe(false);
    const linked = pageContent(html('', '<a href="/block/13">13</a>'));
    expect(checkData(linked, { kind: 'home', blockHeights: [ 12, 13 ], txHashes: [ TX ] })[0].found).toBe(true);
  });

  it('does not take digits inside a hash or a longer number for a block height', () => {
    const content = pageContent(html('', '<p>0xab74cd</p><p>1740 txs</p><p>7.74 QNM</p>'));
    expect(checkData(content, { kind: 'block', height: 74, hash: BLOCK_HASH })[0].found).toBe(false);
    const grouped = pageContent(html('', `<h1>Block #12,345</h1><p>${ BLOCK_HASH }</p>`));
    expect(checkData(grouped, { kind: 'block', height: 12345, hash: BLOCK_HASH }).every((check) => check.found)).toBe(true);
  });

  it('reads a token name rendered as escaped text, even one that looks like HTML', () => {
    const name = '<img src=x onerror=alert(1)>';
    const content = pageContent(html('', '<h1>&lt;img src=x onerror=alert(1)&gt;\n token</h1>'));
    expect(checkData(content, { kind: 'token', name })[0].found).toBe(true);
    expect(checkData(pageContent(html('', '<h1>Token</h1>')), { kind: 'token', name })[0].found).toBe(false);
  });
});

function lhr(performanceAudits: Array<[ string, number, number | null, string? ]>): LhrLike {
  const audits: LhrLike['audits'] = {};
  for (const [ id, , score, mode ] of performanceAudits) {
    audits[id] = { id, title: `Title of ${ id }`, score, scoreDisplayMode: mode ?? 'numeric', displayValue: `${ id } value`, numericValue: 1234.4 };
  }
  audits['largest-contentful-paint'] = { id: 'largest-contentful-paint', title: 'LCP', score: 0.5, scoreDisplayMode: 'numeric', numericValue: 2345.6 };
  return {
    categories: {
      performance: { score: 0.874, auditRefs: performanceAudits.map(([ id, weight ]) => ({ id, weight })) },
      accessibility: { score: 0.951, auditRefs: [] },
      'best-practices': { score: 1, auditRefs: [] },
    },
    audits,
  };
}

describe('Lighthouse results', () => {
  it('lists the failing audits heaviest first, at most five, leaving out passing and not applicable ones', () => {
    const result = lhr([
      [ 'first-contentful-paint', 10, 0.95 ], [ 'total-blocking-time', 30, 0.2 ], [ 'speed-index', 10, 0.5 ],
      [ 'largest-contentful-paint', 25, 0.5 ], [ 'cumulative-layout-shift', 25, 1 ], [ 'unused-javascript', 0, 0, 'metricSavings' ],
      [ 'render-blocking', 0, 0.5, 'metricSavings' ], [ 'diagnostic', 0, null, 'informative' ], [ 'na', 5, 0, 'notApplicable' ],
    ]);
    const failing = topFailingAudits(result, 'performance');
    expect(failing.map((audit) => audit.id)).toEqual([
      'total-blocking-time', 'largest-contentful-paint', 'speed-index', 'unused-javascript', 'render-blocking' ]);
    expect(failing[0]).toEqual({ id: 'total-blocking-time', title: 'Title of total-blocking-time', weight: 30, score: 0.2,
      displayValue: 'total-blocking-time value' });
    expect(topFailingAudits(result, 'seo')).toEqual([]);
  });

  it('turns scores into 0–100 and metrics into whole milliseconds, null when missing', () => {
    expect(lighthouseFigures(lhr([]))).toEqual({ performance: 87, accessibility: 95, bestPractices: 100, seo: null, lcpMs: 2346, tbtMs: null });
  });

  it('keeps the run with the best performance score', () => {
    const runs = [ 80, 91, null, 91 ].map((performance, index) => ({ index, figures: { ...FIGURES, performance } }));
    expect(pickBest(runs)?.index).toBe(1);
    expect(pickBest([])).toBeUndefined();
  });
});

const FIGURES: LighthouseFigures = { performance: 98, accessibility: 100, bestPractices: 100, seo: 100, lcpMs: 1500, tbtMs: 20 };
const row = (overrides: Partial<TableRow>): TableRow => ({
  route: '/block/{n}', preset: 'mobile', figures: FIGURES, firstLoadJsKb: 180.4, dataInHtml: true, ...overrides });

describe('targets and table', () => {
  it('applies score targets to the mobile preset only, the JS budget to the home page only', () => {
    expect(rowMisses(row({}))).toEqual([]);
    expect(rowMisses(row({ figures: { ...FIGURES, performance: 94, accessibility: 90 } }))).toEqual([ 'performance', 'accessibility' ]);
    expect(rowMisses(row({ preset: 'desktop', figures: { ...FIGURES, performance: 60 } }))).toEqual([]);
    expect(rowMisses(row({ firstLoadJsKb: 400 }))).toEqual([]);
    expect(rowMisses(row({ route: '/', firstLoadJsKb: 240 }))).toEqual([]);
    expect(rowMisses(row({ route: '/', firstLoadJsKb: 240.1, preset: 'desktop' }))).toEqual([ 'firstLoadJs' ]);
    expect(rowMisses(row({ dataInHtml: false }))).toEqual([ 'dataInHtml' ]);
    expect(rowMisses(row({ figures: null, error: 'NO_FCP' }))).toEqual([ 'performance', 'accessibility' ]);
  });

  it('prints one aligned table with the misses marked', () => {
    const table = formatTable([
      row({ route: '/', firstLoadJsKb: 271.25, figures: { ...FIGURES, performance: 93 } }),
      row({ route: '/', preset: 'desktop', firstLoadJsKb: 271.25, figures: { ...FIGURES, performance: 93 } }),
      row({ route: '/tx/{hash}', dataInHtml: false, figures: null, error: 'timeout' }),
    ]);
    const lines = table.split('\n');
    expect(lines[0]).toBe('| route      | preset  | perf    | a11y | best-practices | SEO | LCP ms | TBT ms | first-load JS gz kB | data in HTML |');
    expect(lines[1]).toMatch(/^\| -+ \| -+ \|/);
    expect(lines[2]).toBe('| /          | mobile  | 93 ✗    | 100  | 100            | 100 | 1500   | 20     | 271.3 ✗             | yes          |');
    expect(lines[3]).toBe('| /          | desktop | 93      | 100  | 100            | 100 | 1500   | 20     | 271.3 ✗             | yes          |');
    expect(lines[4]).toBe('| /tx/{hash} | mobile  | error ✗ | –    | –              | –   | –      | –      | 180.4               | no ✗         |');
    expect(new Set(lines.map((line) => [ ...line ].length)).size).toBe(1);
  });

  it('sums up each target over the routes', () => {
    const results = evaluateTargets([
      row({ route: '/', firstLoadJsKb: 120 }),
      row({ route: '/tx/{hash}', figures: { ...FIGURES, accessibility: 89 }, dataInHtml: false }),
      row({ route: '/tx/{hash}', preset: 'desktop', figures: { ...FIGURES, accessibility: 89 }, dataInHtml: false }),
    ]);
    expect(formatTargets(results).split('\n')).toEqual([
      '✓ home first-load JS ≤ 240 kB gz: 120.0 kB',
      '✓ performance ≥ 95 (mobile): every route',
      '✗ accessibility ≥ 95 (mobile): missed on /tx/{hash}',
      '✗ main data in the server HTML: missing on /tx/{hash}',
    ]);
    expect(evaluateTargets([ row({}) ])[0]).toEqual({ target: 'home first-load JS ≤ 240 kB gz', met: false, detail: 'not measured' });
    expect(evaluateTargets([ row({ route: '/', firstLoadJsKb: 120, figures: null, error: 'PAGE_HUNG' }) ])[1])
      .toEqual({ target: 'performance ≥ 95 (mobile)', met: false, detail: 'missed on / (Lighthouse error)' });
  });
});

describe('command line and sizes', () => {
  it('reads the options and refuses bad ones', () => {
    expect(parseArgs([])).toEqual({ runs: 1, presets: [ 'mobile', 'desktop' ], featureSetsOnly: false, help: false });
    expect(parseArgs([ '--url', 'http://localhost:3300/x', '--api=http://127.0.0.1:4300', '--runs', '3', '--preset', 'mobile' ]))
      .toEqual({ url: 'http://localhost:3300', api: 'http://127.0.0.1:4300', runs: 3, presets: [ 'mobile' ], featureSetsOnly: false, help: false });
    expect(parseArgs([ '--feature-sets' ]).featureSetsOnly).toBe(true);
    expect(() => parseArgs([ '--url', 'http://localhost:3300' ])).toThrow('--url and --api go together');
    expect(() => parseArgs([ '--runs', '0' ])).toThrow('--runs');
    expect(() => parseArgs([ '--preset', 'tablet' ])).toThrow('--preset');
    expect(() => parseArgs([ '--runs' ])).toThrow('--runs needs a value');
    expect(() => parseArgs([ '--fast' ])).toThrow('unknown option --fast');
  });

  it('measures gzip size and kB of 1000 bytes', () => {
    const body = new TextEncoder().encode('function a(){return 1}\n'.repeat(1000));
    expect(gzipSize(body)).toBeGreaterThan(20);
    expect(gzipSize(body)).toBeLessThan(body.length / 20);
    expect(toKb(1049)).toBe(1);
    expect(toKb(260_050)).toBe(260.1);
  });
});
