/** @jest-environment node */
// The visualizer service as the frontend calls it: real sol2uml and Graphviz on the demo
// contracts, its limits and refusals, and no active content from hostile sources.
import './test/injectUnderJest';
import { readFileSync } from 'node:fs';
import path from 'node:path';

import Fastify, { type FastifyInstance } from 'fastify';

import { buildApp } from './app';
import { testApiConfig } from './test/config';
import { setupErrorHandling } from './plugins/errors';
import visualizerRoutes from './routes/visualizer';
import type { RouteServices } from './routeServices';
import { createVisualizer } from '../visualizer';

const CONTRACTS_DIR = path.join(__dirname, '../devnet/contracts');
const CONTRACTS_URL = '/visualizer/api/v1/solidity:visualize-contracts';
const STORAGE_URL = '/visualizer/api/v1/solidity:visualize-storage';

function demoSource(name: string): string {
  return readFileSync(path.join(CONTRACTS_DIR, name), 'utf8');
}

/** WCAG relative luminance of a Graphviz colour: `#rrggbb`, or the two names it may write. */
function luminance(color: string): number {
  const hex = { white: '#ffffff', black: '#000000' }[color] ?? color;
  if (!/^#[\da-f]{6}$/i.test(hex)) throw new Error(`not a colour this test reads: ${ color }`);
  const [ r, g, b ] = [ 1, 3, 5 ].map((start) => {
    const channel = parseInt(hex.slice(start, start + 2), 16) / 255;
    return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

function contrast(first: string, second: string): number {
  const [ light, dark ] = [ luminance(first), luminance(second) ].sort((a, b) => b - a);
  return (light + 0.05) / (dark + 0.05);
}

/**
 * The colours a Graphviz SVG paints: the canvas (the graph's first polygon) and, per node,
 * its box fill and the fill of each text (null when the text names none).
 */
function readColors(svg: string) {
  const canvas = /<g id="graph0"[^>]*>[\s\S]*?<polygon fill="([^"]+)"/.exec(svg)?.[1];
  const nodes = [ ...svg.matchAll(/<g id="node\d+" class="node">([\s\S]*?)<\/g>/g) ].map(([ , body ]) => ({
    box: /<polygon fill="([^"]+)"/.exec(body)?.[1],
    texts: [ ...body.matchAll(/<text\b([^>]*)>/g) ].map(([ , attributes ]) => /\sfill="([^"]+)"/.exec(attributes)?.[1] ?? null),
  }));
  return { canvas, nodes };
}

// The visualizer never queries; a database that answers nothing keeps the test light.
const noDatabase = { query: async() => { throw new Error('no database in this test'); } };

describe('visualizer service', () => {
  let app: FastifyInstance;

  beforeAll(() => {
    app = buildApp({ db: noDatabase, config: testApiConfig({}) });
  });
  afterAll(async() => {
    await app?.close();
  });

  const post = (url: string, payload: unknown) => app.inject({ method: 'POST', url, payload: payload as object });

  it('answers its health check under its own base URL', async() => {
    const response = await app.inject('/visualizer/health');
    expect({ status: response.statusCode, body: response.json() }).toEqual({ status: 200, body: { status: 'SERVING' } });
  });

  it('draws a class diagram of demo contracts that names each of them', async() => {
    const sources = {
      'contracts/Vault.sol': demoSource('Vault.sol'),
      'contracts/VaultFactory.sol': demoSource('VaultFactory.sol'),
      'contracts/DemoToken.sol': demoSource('DemoToken.sol'),
    };
    const response = await post(CONTRACTS_URL, { sources });
    expect(response.statusCode).toBe(200);
    const { svg } = response.json() as { svg: string };
    expect(svg).toMatch(/<svg[\s>]/);
    for (const name of [ 'Vault', 'VaultFactory', 'DemoToken' ]) expect(svg).toContain(`>${ name }`);
    expect(svg).toContain('contracts/Vault.sol');
  }, 30_000);

  it('draws the storage layout of one contract, picked by name and file', async() => {
    const response = await post(STORAGE_URL, {
      sources: { 'contracts/DemoToken.sol': demoSource('DemoToken.sol') },
      contract_name: 'DemoToken', file_name: 'contracts/DemoToken.sol',
    });
    expect(response.statusCode).toBe(200);
    const { svg } = response.json() as { svg: string };
    expect(svg).toContain('DemoToken');
    expect(svg).toContain('slot');
  }, 30_000);

  it.each([
    [ 'class diagram', CONTRACTS_URL, { sources: { 'contracts/Vault.sol': demoSource('Vault.sol'), 'contracts/DemoToken.sol': demoSource('DemoToken.sol') } } ],
    [ 'storage diagram', STORAGE_URL, { sources: { 'contracts/DemoToken.sol': demoSource('DemoToken.sol') }, contract_name: 'DemoToken' } ],
  ])('draws a %s as light boxes with dark, readable text on a white canvas, colours written out', async(_kind, url, payload) => {
    const response = await post(url, payload);
    expect(response.statusCode).toBe(200);
    const { canvas, nodes } = readColors((response.json() as { svg: string }).svg);
    expect(luminance(canvas ?? 'missing')).toBeGreaterThan(0.9);
    expect(nodes.length).toBeGreaterThan(0);
    for (const { box, texts } of nodes) {
      expect(luminance(box ?? 'missing')).toBeGreaterThan(0.8);
      expect(texts.length).toBeGreaterThan(0);
      // Explicit fills: an <img>, an inline copy or a dark-mode stylesheet all show the same thing.
      expect(texts).not.toContain(null);
      for (const text of texts) expect(contrast(box as string, text as string)).toBeGreaterThanOrEqual(4.5);
    }
  }, 30_000);

  it('answers a second request for the same sources from its cache, within 200 ms', async() => {
    const payload = { sources: { 'contracts/Orchestrator.sol': demoSource('Orchestrator.sol') } };
    const first = await post(CONTRACTS_URL, payload);
    expect(first.statusCode).toBe(200);
    const startedAt = performance.now();
    const second = await post(CONTRACTS_URL, payload);
    const elapsedMs = performance.now() - startedAt;
    expect(second.json()).toEqual(first.json());
    expect(elapsedMs).toBeLessThan(200);
  }, 30_000);

  it('refuses a storage diagram of a contract the sources do not define', async() => {
    const response = await post(STORAGE_URL, { sources: { 'Vault.sol': demoSource('Vault.sol') }, contractName: 'Nope' });
    expect(response.statusCode).toBe(422);
    expect(response.json().message).toMatch(/Nope/);
  }, 30_000);

  it('names the file and line of a Solidity syntax error', async() => {
    const response = await post(CONTRACTS_URL, { sources: { 'A.sol': 'contract A {}', 'src/Broken.sol': 'contract {' } });
    expect(response.statusCode).toBe(422);
    expect(response.json().message).toMatch(/^src\/Broken\.sol is not valid Solidity: .* \(line 1, column 9\)$/);
    // Input that crashes the parser's own error recovery still names the file.
    const crash = await post(CONTRACTS_URL, { sources: { 'src/Crash.sol': 'contract Crash { function ( }' } });
    expect({ status: crash.statusCode, body: crash.json() }).toEqual({ status: 422, body: { message: 'src/Crash.sol is not valid Solidity' } });
  }, 30_000);

  it('refuses malformed bodies with a message', async() => {
    const cases: Array<[ unknown, RegExp ]> = [
      [ {}, /sources/ ],
      [ { sources: 'contract A {}' }, /sources/ ],
      [ { sources: { 'A.sol': { nested: true } } }, /sources/ ],
      [ { sources: {} }, /at least one file/ ],
      [ { sources: { 'A.sol': 'contract A {}' }, output_mask: 'png' }, /only svg/ ],
      [ { sources: { 'A.sol': '// nothing here' } }, /no contract/ ],
    ];
    for (const [ payload, message ] of cases) {
      const response = await post(CONTRACTS_URL, payload);
      expect({ payload, status: response.statusCode }).toEqual({ payload, status: 422 });
      expect(response.json().message).toMatch(message);
    }
    const notJson = await app.inject({ method: 'POST', url: CONTRACTS_URL, headers: { 'content-type': 'application/json' }, payload: '{"sources":' });
    expect(notJson.statusCode).toBe(400);
    expect(notJson.json().message).toEqual(expect.any(String));
  }, 30_000);

  it('refuses over-size sources, too many files and over-long bodies before drawing', async() => {
    const big = `contract Big {}\n${ '// padding\n'.repeat(200_000) }`;
    const tooBig = await post(CONTRACTS_URL, { sources: { 'Big.sol': big } });
    expect(tooBig.statusCode).toBe(422);
    expect(tooBig.json().message).toMatch(/sources total 2\.1 MB; at most 2\.0 MB/);

    const many = Object.fromEntries(Array.from({ length: 501 }, (_, index) => [ `F${ index }.sol`, `contract F${ index } {}` ]));
    const tooMany = await post(CONTRACTS_URL, { sources: many });
    expect(tooMany.statusCode).toBe(422);
    expect(tooMany.json().message).toMatch(/501 files; at most 500/);

    const huge = await app.inject({ method: 'POST', url: CONTRACTS_URL, headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ sources: { 'A.sol': 'x'.repeat(9 * 1024 * 1024) } }) });
    expect(huge.statusCode).toBe(413);
    expect(huge.json().message).toEqual(expect.any(String));
  }, 30_000);

  it('never draws active content from hostile file paths or source text', async() => {
    const hostilePaths = [
      '<script>alert(1)</script>.sol',
      'x" URL="javascript:alert(1)" a=".sol',
      'a.sol\\" onload=\\"alert(1)',
      'x} | <f0> onclick=alert(1) {.sol',
    ];
    for (const hostile of hostilePaths) {
      const response = await post(CONTRACTS_URL, { sources: { [hostile]: 'contract A {}' } });
      expect({ hostile, status: response.statusCode }).toEqual({ hostile, status: 422 });
      expect(response.json().message).toMatch(/file paths may hold only/);
    }
    // Names from the source itself are Solidity identifiers; strings and comments never reach a label.
    const source = [
      '// <script>alert(1)</script>',
      'string constant EVIL = "<script>alert(1)</script>\\" URL=\\"javascript:alert(1)";',
      'contract Evil { string public constant X = "<img src=x onerror=alert(1)>"; ',
      '  function onload() external {} event onclick(string html); }',
    ].join('\n');
    const response = await post(CONTRACTS_URL, { sources: { 'contracts/Evil.sol': source } });
    expect(response.statusCode).toBe(200);
    const { svg } = response.json() as { svg: string };
    expect(svg).toContain('Evil');
    expect(svg).not.toMatch(/<\s*script|\son[a-z]+\s*=|href\s*=|javascript:|<\s*foreignObject|<\s*img/i);
  }, 30_000);
});

describe('visualizer limits over HTTP', () => {
  it('answers 504 when the drawing runs past its deadline, and 503 while every slot is taken', async() => {
    const app = Fastify();
    setupErrorHandling(app);
    const visualizer = createVisualizer({ limits: { timeoutMs: 1, maxConcurrent: 1 } });
    app.register(visualizerRoutes, { prefix: '/visualizer', services: { visualizer } as RouteServices });
    // Two different sources: the same ones asked twice at once would share one drawing.
    const payload = (file: string) => ({ sources: { [file]: demoSource('Vault.sol') } });
    try {
      const [ first, second ] = await Promise.all([
        app.inject({ method: 'POST', url: CONTRACTS_URL, payload: payload('Vault.sol') }),
        app.inject({ method: 'POST', url: CONTRACTS_URL, payload: payload('contracts/Vault.sol') }),
      ]);
      const answers = [ first, second ].map((response) => ({ status: response.statusCode, message: response.json().message }));
      expect(answers).toEqual(expect.arrayContaining([
        { status: 504, message: expect.stringMatching(/took longer than/) },
        { status: 503, message: expect.stringMatching(/busy/) },
      ]));
    } finally {
      await app.close();
      await visualizer.close();
    }
  }, 30_000);
});
