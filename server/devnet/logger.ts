import { createLogger as createServerLogger, type Logger } from '../common/logger';

export { createSilentLogger, type Logger } from '../common/logger';

/** Creates the devnet's root logger (name `devnet` unless told otherwise). */
export function createLogger(options: { name?: string; level?: string } = {}): Logger {
  return createServerLogger({ name: options.name ?? 'devnet', level: options.level });
}
