/** @jest-environment node */
/**
 * The deployment files checked offline (no Docker engine, Helm or cluster here): the Helm chart
 * rendered and validated against the Kubernetes schemas, the compose file against the Compose
 * schema, and in both every role's environment against the explorer's own settings rules, with
 * the API's public URL prefixes routed to the API and its private ones to no one.
 */
import fs from 'node:fs';
import path from 'node:path';

import Ajv2019 from 'ajv/dist/2019';
import YAML from 'yaml';

import { validateEnv } from '../../configs/app/validate';
import { ENV_DEFAULTS } from '../../configs/app/envNames';
import { checkSettings, SETTINGS } from '../../server/settings';
import { renderChart, type RenderedManifest } from './renderChart';
import { validateManifests } from './validateManifests';

const ROOT = path.resolve(__dirname, '../..');
const REQUIRED = { rpc: { url: 'http://node.example.internal:8545' } };
/** What the chart's secret and the compose variables hold in a real deployment. */
const SAMPLE_SECRETS: Record<string, string> = {
  DATABASE_URL: 'postgres://explorer:secret@postgres:5432/explorer',
  DATABASE_READ_URL: 'postgres://explorer:secret@postgres-replica:5432/explorer',
  REDIS_URL: 'redis://redis:6379',
  CLIENT_IP_SECRET: 'c'.repeat(64),
  API_CLIENT_TOKEN_SECRET: 't'.repeat(64),
};
const KNOWN_NAMES = new Set([ ...Object.keys(SETTINGS), ...Object.keys(ENV_DEFAULTS), 'NODE_ENV' ]);

/** The API's top-level route folders (server/api/routes): the public ones browsers call, the rest for the cluster only. */
function apiPrefixes() {
  const entries = fs.readdirSync(path.join(ROOT, 'server/api/routes'), { withFileTypes: true });
  const folders = entries.filter((entry) => entry.isDirectory()).map((entry) => `/${ entry.name }`);
  const files = entries.filter((entry) => entry.isFile() && !entry.name.includes('.test.')).map((entry) => `/${ entry.name.replace(/\.ts$/, '') }`);
  const privatePrefixes = [ '/admin', ...files ];
  return { publicPrefixes: [ ...folders.filter((folder) => !privatePrefixes.includes(folder)), '/socket' ], privatePrefixes };
}

/** Checks one role's environment as its process would at start; resolves to the problems found. */
function environmentProblems(env: Record<string, string>): string[] {
  const problems = Object.keys(env).filter((name) => !KNOWN_NAMES.has(name)).map((name) => `${ name } is not a setting of the explorer`);
  try {
    checkSettings(env);
  } catch (error) {
    problems.push((error as Error).message);
  }
  if (env.ROLES?.split(',').includes('web')) problems.push(...validateEnv(env));
  return problems;
}

type Container = { name: string; env: Array<{ name: string; value?: string; valueFrom?: { secretKeyRef: { key: string } } }>;
  livenessProbe?: { httpGet: { path: string; port: string } }; readinessProbe?: { httpGet: { path: string; port: string } };
  ports: Array<{ name: string }>; resources?: { requests?: Record<string, string>; limits?: Record<string, string> } };
type DeploymentSpec = { replicas?: number; strategy?: { rollingUpdate?: { maxUnavailable?: number } };
  template: { metadata: { labels: Record<string, string> }; spec: { containers: Container[] } } };

const deployments = (manifests: RenderedManifest[]) => manifests.filter(({ manifest }) => manifest.kind === 'Deployment')
  .map(({ manifest }) => ({ name: manifest.metadata.name, spec: manifest.spec as DeploymentSpec }));
const roleOf = (spec: DeploymentSpec) => spec.template.metadata.labels['app.kubernetes.io/component'];
const containerEnv = (container: Container) => Object.fromEntries(container.env.map((entry) =>
  [ entry.name, entry.value ?? SAMPLE_SECRETS[entry.valueFrom!.secretKeyRef.key] ]));

describe('the Helm chart (deploy/helm/qnm-explorer)', () => {
  const manifests = renderChart(REQUIRED);

  it('renders manifests that the Kubernetes schemas accept: three roles, their Services, the autoscaler, budgets and the ingress', () => {
    expect(validateManifests(manifests)).toEqual([]);
    expect(manifests.map(({ manifest }) => `${ manifest.kind } ${ manifest.metadata.name }`).sort()).toEqual([
      'Deployment explorer-qnm-explorer-api', 'Deployment explorer-qnm-explorer-indexer', 'Deployment explorer-qnm-explorer-web',
      'HorizontalPodAutoscaler explorer-qnm-explorer-api', 'Ingress explorer-qnm-explorer',
      'PodDisruptionBudget explorer-qnm-explorer-api', 'PodDisruptionBudget explorer-qnm-explorer-web',
      'Service explorer-qnm-explorer-api', 'Service explorer-qnm-explorer-web', 'ServiceAccount explorer-qnm-explorer',
    ]);
  });

  it('has its validation catch a manifest the API server would refuse', () => {
    const broken = structuredClone(manifests.find(({ manifest }) => manifest.kind === 'Deployment')!);
    (broken.manifest.spec as DeploymentSpec).template.spec.containers[0].ports[0] = { name: 'http', containerPort: 'http' } as never;
    expect(validateManifests([ broken ])).toEqual([ expect.stringContaining('containerPort must be integer') ]);
  });

  it('gives each role an environment its process accepts, with its own ROLES', () => {
    const roles = deployments(manifests).map(({ spec }) => {
      const [ container ] = spec.template.spec.containers;
      const env = containerEnv(container);
      expect({ role: roleOf(spec), problems: environmentProblems(env) }).toEqual({ role: roleOf(spec), problems: [] });
      expect(env.ROLES).toBe(roleOf(spec));
      return roleOf(spec);
    });
    expect(roles.sort()).toEqual([ 'api', 'indexer', 'web' ]);
  });

  it('probes each role where it answers, on a port it names, with resources requested and memory limited', () => {
    const paths = Object.fromEntries(deployments(manifests).map(({ spec }) => {
      const [ container ] = spec.template.spec.containers;
      const portNames = container.ports.map((port) => port.name);
      expect(portNames).toContain(container.livenessProbe?.httpGet.port);
      expect(portNames).toContain(container.readinessProbe?.httpGet.port);
      expect(container.resources?.requests).toEqual({ cpu: expect.any(String), memory: expect.any(String) });
      expect(container.resources?.limits?.memory).toEqual(expect.any(String));
      return [ roleOf(spec), [ container.livenessProbe?.httpGet.path, container.readinessProbe?.httpGet.path ] ];
    }));
    expect(paths).toEqual({ api: [ '/health', '/ready' ], indexer: [ '/health', '/ready' ], web: [ '/api/health', '/api/ready' ] });
    // And each is scraped where its metrics are.
    const scraped = Object.fromEntries(deployments(manifests).map(({ spec }) => [ roleOf(spec),
      (spec.template.metadata as { annotations?: Record<string, string> }).annotations?.['prometheus.io/path'] ]));
    expect(scraped).toEqual({ api: '/metrics', indexer: '/metrics', web: '/api/metrics' });
  });

  it('runs a standby beside the indexer\'s writer, and starts a new pod before stopping the old one', () => {
    const indexer = deployments(manifests).find(({ spec }) => roleOf(spec) === 'indexer')!.spec;
    expect(indexer.replicas).toBe(2);
    expect(indexer.strategy?.rollingUpdate?.maxUnavailable).toBe(0);
  });

  it('routes the API\'s public prefixes to the API, the rest to the web app, and nothing private', () => {
    const ingress = manifests.find(({ manifest }) => manifest.kind === 'Ingress')!.manifest as unknown as {
      spec: { rules: Array<{ host: string; http: { paths: Array<{ path: string; backend: { service: { name: string } } }> } }> } };
    const [ rule ] = ingress.spec.rules;
    expect(rule.host).toBe('explorer.example.com');
    const routed = Object.fromEntries(rule.http.paths.map((item) => [ item.path, item.backend.service.name ]));
    const { publicPrefixes, privatePrefixes } = apiPrefixes();
    for (const prefix of publicPrefixes) expect({ prefix, service: routed[prefix] }).toEqual({ prefix, service: 'explorer-qnm-explorer-api' });
    for (const prefix of privatePrefixes) expect({ prefix, routed: prefix in routed }).toEqual({ prefix, routed: false });
    expect(routed['/']).toBe('explorer-qnm-explorer-web');
  });

  it('sends the web pods\' own API calls to the API\'s Service, and browsers to the public origin', () => {
    const web = deployments(manifests).find(({ spec }) => roleOf(spec) === 'web')!.spec;
    const env = containerEnv(web.template.spec.containers[0]);
    expect(env).toMatchObject({ API_INTERNAL_URL: 'http://explorer-qnm-explorer-api:4000', NEXT_PUBLIC_API_HOST: 'explorer.example.com',
      NEXT_PUBLIC_API_PROTOCOL: 'https', NEXT_PUBLIC_API_PORT: '443' });
  });

  it('follows the values: no autoscaler means a fixed replica count; no ingress; an image tag', () => {
    const fixed = renderChart({ ...REQUIRED, api: { autoscaling: { enabled: false }, replicas: 3 }, ingress: { enabled: false }, image: { tag: '1.2.3' } });
    expect(validateManifests(fixed)).toEqual([]);
    expect(fixed.map(({ manifest }) => manifest.kind)).not.toContain('HorizontalPodAutoscaler');
    expect(fixed.map(({ manifest }) => manifest.kind)).not.toContain('Ingress');
    const api = deployments(fixed).find(({ spec }) => roleOf(spec) === 'api')!.spec;
    expect(api.replicas).toBe(3);
    expect(api.template.spec.containers[0]).toMatchObject({ image: 'qnm-explorer:1.2.3' });
  });

  it('gives the API, and only the API, the read replica when asked to', () => {
    const withReplica = renderChart({ ...REQUIRED, useReadReplica: true });
    expect(validateManifests(withReplica)).toEqual([]);
    for (const { spec } of deployments(withReplica)) {
      const env = containerEnv(spec.template.spec.containers[0]);
      expect({ role: roleOf(spec), replica: 'DATABASE_READ_URL' in env }).toEqual({ role: roleOf(spec), replica: roleOf(spec) === 'api' });
      expect({ role: roleOf(spec), problems: environmentProblems(env) }).toEqual({ role: roleOf(spec), problems: [] });
    }
  });

  it('refuses to render without the node\'s URL', () => {
    expect(() => renderChart()).toThrow('rpc.url is required');
  });
});

/** Compose's `${NAME}`, `${NAME:-default}` and `${NAME:?message}`. */
function interpolate(text: string, env: Record<string, string>): string {
  return text.replace(/\$\{(\w+)(?::([-?])([^}]*))?\}/g, (_, name: string, operator?: string, argument?: string) => {
    const value = env[name];
    if (value !== undefined && value !== '') return value;
    if (operator === '?') throw new Error(`${ name }: ${ argument }`);
    return operator === '-' ? argument ?? '' : '';
  });
}

describe('the compose file (deploy/compose.yaml)', () => {
  const source = fs.readFileSync(path.join(ROOT, 'deploy/compose.yaml'), 'utf8');
  const variables = { ...SAMPLE_SECRETS, RPC_URL: 'http://node.example.internal:8545', POSTGRES_PASSWORD: 'secret' };
  type ComposeService = { image?: string; environment?: Record<string, string>; depends_on?: Record<string, unknown>;
    deploy?: { replicas?: number }; healthcheck?: { test: string[] }; volumes?: string[] };
  const compose = YAML.parse(interpolate(source, variables), { merge: true }) as { services: Record<string, ComposeService>; volumes: Record<string, unknown> };

  it('matches the Compose specification\'s schema', () => {
    // Its "$schema" names draft 2019-09 by an address Ajv does not know it by (Ajv2019 is that draft), and it names
    // its parts with draft 4's "id", which later drafts dropped: both are labels, not rules.
    const { $schema: _, ...schema } = JSON.parse(fs.readFileSync(path.join(ROOT, 'deploy/schemas/compose-spec.json'), 'utf8'),
      (key, value: unknown) => key === 'id' && typeof value === 'string' && /^#|\.json$/.test(value) ? undefined : value) as Record<string, unknown>;
    const validate = new Ajv2019({ strict: false, allErrors: true }).compile(schema);
    validate(compose);
    expect(validate.errors ?? []).toEqual([]);
    // And the schema can say no.
    expect(validate({ services: { api: { restart: 'sometimes', deploy: { replicas: 'two' } } } })).toBe(false);
  });

  it('runs PostgreSQL, Redis, an indexer with its standby, two API replicas, the web app and a proxy, each with a health check', () => {
    const { services } = compose;
    expect(Object.keys(services).sort()).toEqual([ 'api', 'indexer', 'postgres', 'proxy', 'redis', 'web' ]);
    expect(services.indexer.deploy?.replicas).toBe(2);
    expect(services.api.deploy?.replicas).toBe(2);
    for (const [ name, service ] of Object.entries(services)) {
      expect({ name, healthcheck: Boolean(service.healthcheck?.test.length) }).toEqual({ name, healthcheck: true });
      for (const dependency of Object.keys(service.depends_on ?? {})) expect(Object.keys(services)).toContain(dependency);
      for (const volume of service.volumes ?? []) {
        const [ sourcePath ] = volume.split(':');
        if (!sourcePath.startsWith('.')) expect(Object.keys(compose.volumes)).toContain(sourcePath);
        else expect(fs.existsSync(path.join(ROOT, 'deploy', sourcePath))).toBe(true);
      }
    }
  });

  it('gives each role an environment its process accepts', () => {
    for (const name of [ 'indexer', 'api', 'web' ]) {
      // Compose hands every value to the container as text.
      const env = Object.fromEntries(Object.entries(compose.services[name].environment!).map(([ key, value ]) => [ key, String(value) ]));
      expect({ name, problems: environmentProblems(env) }).toEqual({ name, problems: [] });
      expect(env.ROLES).toBe(name);
    }
    expect(compose.services.web.environment?.API_INTERNAL_URL).toBe('http://api:4000');
  });

  it('stops with the variable named when a secret is not given', () => {
    const { POSTGRES_PASSWORD: _, ...withoutPassword } = variables;
    expect(() => interpolate(source, withoutPassword)).toThrow('POSTGRES_PASSWORD: set POSTGRES_PASSWORD');
  });

  it('has its proxy send the API\'s public prefixes to the API and refuse the private ones', () => {
    const nginx = fs.readFileSync(path.join(ROOT, 'deploy/compose/nginx.conf'), 'utf8');
    const locations = Object.fromEntries([ ...nginx.matchAll(/location (=\s*)?(\S+) \{([^}]*)\}/g)].map((match) => [ match[2], match[3] ]));
    const { publicPrefixes, privatePrefixes } = apiPrefixes();
    for (const prefix of publicPrefixes) {
      const block = locations[prefix] ?? locations[`${ prefix }/`];
      expect({ prefix, proxied: block?.includes('proxy_pass http://api;') }).toEqual({ prefix, proxied: true });
    }
    for (const prefix of privatePrefixes) expect({ prefix, answer: locations[prefix]?.trim() }).toEqual({ prefix, answer: 'return 404;' });
    expect(locations['/']).toContain('proxy_pass http://web;');
  });
});
