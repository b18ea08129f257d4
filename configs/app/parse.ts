/**
 * Small readers that turn raw env strings into typed values and record, by name, every
 * variable whose value is unusable. A reader never throws: the caller decides whether the
 * collected problems stop the server (see `validate.ts`).
 */
import { ENV_DEFAULTS } from './envNames';
import type { EnvRecord } from './env';

const DEFAULTS: Record<string, string> = ENV_DEFAULTS;

export interface EnvProblem {
  readonly name: string;
  readonly value: string;
  readonly message: string;
}

export function formatProblem({ name, value, message }: EnvProblem): string {
  return `${ name }=${ JSON.stringify(value) }: ${ message }`;
}

export class EnvReader {
  readonly problems: Array<EnvProblem> = [];

  constructor(private readonly env: EnvRecord) {}

  /** The raw value, or the documented default when the variable is unset or empty. */
  raw(name: string): string {
    const value = this.env[name];
    return value === undefined || value.trim() === '' ? (DEFAULTS[name] ?? '') : value.trim();
  }

  /** True when the operator set the variable (an empty string counts as unset). */
  isSet(name: string): boolean {
    const value = this.env[name];
    return value !== undefined && value.trim() !== '';
  }

  string(name: string): string {
    return this.raw(name);
  }

  boolean(name: string): boolean {
    const value = this.raw(name).toLowerCase();
    if (value === 'true') return true;
    if (value === 'false' || value === '') return false;
    this.report(name, value, 'expected true or false');
    return false;
  }

  integer(name: string, { min = 0 }: { min?: number } = {}): number {
    const value = this.raw(name);
    if (/^\d+$/.test(value) && Number(value) >= min && Number.isSafeInteger(Number(value))) {
      return Number(value);
    }
    this.report(name, value, `expected a whole number of at least ${ min }`);
    return Number(DEFAULTS[name] ?? min);
  }

  oneOf<T extends string>(name: string, allowed: ReadonlyArray<T>): T {
    const value = this.raw(name);
    if ((allowed as ReadonlyArray<string>).includes(value)) {
      return value as T;
    }
    this.report(name, value, `expected one of ${ allowed.join(', ') }`);
    return (DEFAULTS[name] ?? allowed[0]) as T;
  }

  /** An absolute http(s) URL, or '' when unset. */
  url(name: string): string {
    const value = this.raw(name);
    if (value === '') return '';
    if (isHttpUrl(value)) return value.replace(/\/+$/, '');
    this.report(name, value, 'expected an absolute http(s) URL');
    return '';
  }

  json<T>(name: string, isValid: (value: unknown) => value is T, fallback: T): T {
    const value = this.raw(name);
    if (value === '') return fallback;
    try {
      const parsed: unknown = JSON.parse(value);
      if (isValid(parsed)) return parsed;
    } catch {
      // reported below
    }
    this.report(name, value, 'expected valid JSON of the documented shape');
    return fallback;
  }

  report(name: string, value: string, message: string): void {
    this.problems.push({ name, value, message });
  }
}

export function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}

export function isStringArray(value: unknown): value is Array<string> {
  return Array.isArray(value) && value.every((item) => typeof item === 'string');
}

/** Joins protocol, host and port into an origin; the port is left out when empty. */
export function makeOrigin(protocol: string, host: string, port: string): string {
  return `${ protocol }://${ host }${ port ? `:${ port }` : '' }`;
}
