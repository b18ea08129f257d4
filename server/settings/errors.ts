import { ServerError } from '../common/errors';

/** A setting that does not parse, or settings that contradict each other: the start stops, naming the variable. */
export class SettingsError extends ServerError {
  override name = 'SettingsError';

  constructor(message: string) {
    super(message, { retryable: false });
  }
}
