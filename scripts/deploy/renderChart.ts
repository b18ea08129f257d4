/**
 * Renders `deploy/helm/qnm-explorer` as `helm template` would, with the Go-template subset of
 * `goTemplate.ts`, so CI checks the manifests where Helm is not installed.
 *
 *   npm run deploy:render -- --set rpc.url=http://node:8545 --set useReadReplica=true
 */
import fs from 'node:fs';
import path from 'node:path';

import YAML from 'yaml';

import { compileTemplates } from './goTemplate';

export const CHART_DIR = path.resolve(__dirname, '../../deploy/helm/qnm-explorer');

export interface RenderedManifest {
  /** The template file it came from. */
  source: string;
  manifest: { apiVersion: string; kind: string; metadata: { name: string }; [key: string]: unknown };
}

type Dict = Record<string, unknown>;

function merge(base: unknown, override: unknown): unknown {
  if (override === undefined) return base;
  if (base && override && typeof base === 'object' && typeof override === 'object' && !Array.isArray(base) && !Array.isArray(override)) {
    const result: Dict = { ...base as Dict };
    for (const [ key, value ] of Object.entries(override as Dict)) result[key] = merge(result[key], value);
    return result;
  }
  return override;
}

/** `a.b.c=value` as Helm's `--set` reads it (numbers and booleans typed). */
export function parseSet(assignment: string): Dict {
  const equals = assignment.indexOf('=');
  const keys = assignment.slice(0, equals).split('.');
  const raw = assignment.slice(equals + 1);
  let value: unknown = raw === 'true' || raw === 'false' ? raw === 'true' : /^-?\d+$/.test(raw) ? Number(raw) : raw;
  for (const key of keys.reverse()) value = { [key]: value };
  return value as Dict;
}

/** Every manifest of the chart for these values (merged over values.yaml) and release name. */
export function renderChart(overrides: Dict = {}, releaseName = 'explorer', chartDir = CHART_DIR): RenderedManifest[] {
  const chart = YAML.parse(fs.readFileSync(path.join(chartDir, 'Chart.yaml'), 'utf8')) as Dict;
  const values = merge(YAML.parse(fs.readFileSync(path.join(chartDir, 'values.yaml'), 'utf8')), overrides);
  const root = {
    Values: values,
    Release: { Name: releaseName, Namespace: 'default', Service: 'Helm' },
    // Helm names Chart.yaml's fields with a capital first letter.
    Chart: Object.fromEntries(Object.entries(chart).map(([ key, value ]) => [ key[0].toUpperCase() + key.slice(1), value ])),
  };
  const templatesDir = path.join(chartDir, 'templates');
  const files = Object.fromEntries(fs.readdirSync(templatesDir).sort().map((name) => [ name, fs.readFileSync(path.join(templatesDir, name), 'utf8') ]));
  const templates = compileTemplates(files);
  const manifests: RenderedManifest[] = [];
  for (const name of Object.keys(files).filter((file) => !file.startsWith('_') && /\.ya?ml$/.test(file))) {
    for (const document of YAML.parseAllDocuments(templates.render(name, root))) {
      if (document.errors.length > 0) throw new Error(`${ name }: ${ document.errors[0].message }`);
      const manifest = document.toJS() as RenderedManifest['manifest'] | null;
      if (manifest) manifests.push({ source: name, manifest });
    }
  }
  return manifests;
}

if (require.main === module) {
  const args = process.argv.slice(2);
  let overrides: Dict = {};
  for (let index = 0; index < args.length; index++) {
    if (args[index] === '--set') overrides = merge(overrides, parseSet(args[++index])) as Dict;
  }
  const manifests = renderChart(overrides);
  process.stdout.write(manifests.map(({ source, manifest }) => `# Source: ${ source }\n${ YAML.stringify(manifest) }`).join('---\n'));
}
