import pino from 'pino';

import { readSetting } from '../settings';

/** The logger every server module takes: pino, fields in snake_case. */
export type Logger = pino.Logger;

/**
 * Creates a root logger. The level comes from `LOG_LEVEL` (default `info`).
 * Modules scope it with `logger.child({ service })`.
 */
export function createLogger(options: { name?: string; level?: string } = {}): Logger {
  return pino({ name: options.name, level: options.level ?? readSetting(process.env, 'LOG_LEVEL') ?? 'info' });
}

/** A logger that writes nothing, for tests and library callers that bring none. */
export function createSilentLogger(): Logger {
  return pino({ level: 'silent' });
}
