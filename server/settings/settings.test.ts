// The backend's settings registry: one rule per kind of value, every variable the server
// reads registered once, a bad start naming each bad variable.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

import { readAccountConfig } from '../account/config';
import { testApiConfig } from '../api/test/config';
import { readDevnetConfig } from '../devnet/config';
import { readIndexerConfig } from '../indexer/config';
import { readStartConfig } from '../start/config';
import { checkSettings, readSetting, SETTINGS, SettingsError } from './index';

const SERVER = path.resolve(__dirname, '..');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    // Test helpers (`test/`, `testing.ts`) read the test run's own variables, not an operator's.
    if (name === 'test' || name === 'testing.ts') return [];
    if (statSync(file).isDirectory()) return sourceFiles(file);
    return /\.ts$/.test(name) && !/\.(test|faults|bench|production)\.ts$/.test(name) ? [ file ] : [];
  });
}

describe('backend settings', () => {
  it('reads a switch the same way everywhere: true/on/1 and false/off/0, anything else refused by name', () => {
    for (const [ raw, value ] of [ [ 'true', true ], [ 'on', true ], [ '1', true ], [ 'false', false ], [ 'off', false ], [ '0', false ] ] as const) {
      expect(readDevnetConfig({ DEVNET_TRAFFIC: raw }).traffic).toBe(value);
      expect(testApiConfig({ API_LEGACY_FIELDS: raw }).legacyFields).toBe(value);
    }
    for (const raw of [ 'yes', '2', 'TRUE' ]) {
      expect(() => readDevnetConfig({ DEVNET_VERIFY: raw })).toThrow(`DEVNET_VERIFY="${ raw }": expected true or false (on or off, 1 or 0)`);
    }
  });

  it('treats an empty value as unset, so the default applies', () => {
    expect(readSetting({ API_PORT: '' }, 'API_PORT')).toBe(4000);
    expect(readStartConfig({ PORT: '', HOST: '' })).toMatchObject({ webHost: '127.0.0.1', webPort: 3000 });
    expect(readIndexerConfig({ INDEXER_CONCURRENCY: '' }).concurrency).toBe(8);
  });

  it('stops a start with several bad values naming every one, and never echoes a secret', () => {
    const env = { API_PORT: 'http', DEVNET_HISTORY_DAYS: '1.5', ACCOUNT_SECRET: 'hunter2', RPC_URL: 'ftp://node', PORT: '3000' };
    let error: unknown;
    try {
      checkSettings(env);
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(SettingsError);
    const message = (error as Error).message;
    for (const name of [ 'API_PORT="http"', 'DEVNET_HISTORY_DAYS="1.5"', 'ACCOUNT_SECRET: expected at least 32 characters', 'RPC_URL="ftp://node"' ]) {
      expect(message).toContain(name);
    }
    expect(message).not.toContain('hunter2');
    expect(message).not.toContain('PORT="3000"');
    expect(() => checkSettings({ API_PORT: '4001', LOG_LEVEL: 'debug' })).not.toThrow();
  });

  it('gives the start and the API one captcha rule and one account URL rule', () => {
    expect(testApiConfig({ RECAPTCHA_SECRET_KEY: 's' }).csvExport?.captcha.provider).toBe('recaptcha');
    expect(testApiConfig({}).csvExport?.captcha.provider).toBe('altcha');
    const account = readAccountConfig({ ACCOUNT_ENABLED: 'on', ACCOUNT_SECRET: 'x'.repeat(32), ACCOUNT_PUBLIC_URL: 'http://api.example/',
      ACCOUNT_APP_URL: 'http://app.example' });
    expect(account).toMatchObject({ enabled: true, publicUrl: 'http://api.example', logoutRedirectUrl: 'http://app.example' });
  });

  it('has every variable the server or the web app\'s server reads in the registry (or is a frontend NEXT_PUBLIC_ one)', () => {
    const read = new Set<string>();
    const mentioned = new Set<string>();
    // The web app's server reads a few backend settings too (CLIENT_IP_SECRET, TRUSTED_PROXIES, API_INTERNAL_URL).
    const webServerDirs = [ 'lib', 'pages' ].map((dir) => path.resolve(SERVER, '..', dir));
    for (const file of [ SERVER, ...webServerDirs ].flatMap(sourceFiles)) {
      if (file.startsWith(path.join(SERVER, 'settings')) || /\.test\.tsx?$/.test(file)) continue;
      const text = readFileSync(file, 'utf8');
      for (const match of text.matchAll(/\benv(?:\.([A-Z][A-Z0-9_]+)|\[['"]([A-Z][A-Z0-9_]+)['"]\])|readSetting\([^,]+, '([A-Z][A-Z0-9_]+)'\)/g)) {
        // A value set for a library (`process.env.X ??= …`) is not a setting read.
        if (/^\s*\?\?=/.test(text.slice((match.index ?? 0) + match[0].length))) continue;
        read.add(match[1] ?? match[2] ?? match[3]);
      }
      for (const match of text.matchAll(/'([A-Z][A-Z0-9_]+)'/g)) mentioned.add(match[1]);
    }
    expect(read.size).toBeGreaterThan(40);
    const unknown = [ ...read ].filter((name) => !(name in SETTINGS) && !name.startsWith('NEXT_PUBLIC_') && name !== 'NODE_ENV');
    expect(unknown).toEqual([]);
    // And nothing registered that no part reads (some by a table of names, as ETH_CALL_*).
    const unread = Object.keys(SETTINGS).filter((name) => !read.has(name) && !mentioned.has(name));
    expect(unread).toEqual([]);
  });
});
