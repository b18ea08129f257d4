import pino from 'pino';

import { readSetting } from '../settings';
import { prettyDestination } from './prettyLog';

/** The logger every server module takes: pino, fields in snake_case. */
export type Logger = pino.Logger;

/**
 * Creates a root logger. The level comes from `LOG_LEVEL` (default `info`), the form from
 * `LOG_FORMAT` (readable lines on a terminal, JSON lines elsewhere).
 * Modules scope it with `logger.child({ service })`.
 */
export function createLogger(options: { name?: string; level?: string } = {}): Logger {
  const format = readSetting(process.env, 'LOG_FORMAT') ?? (process.stdout.isTTY ? 'pretty' : 'json');
  const settings = { name: options.name, level: options.level ?? readSetting(process.env, 'LOG_LEVEL') ?? 'info' };
  return format === 'pretty' ? pino(settings, prettyDestination()) : pino(settings);
}

/** A logger that writes nothing, for tests and library callers that bring none. */
export function createSilentLogger(): Logger {
  return pino({ level: 'silent' });
}
