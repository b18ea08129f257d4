/**
 * CSV export settings: how many rows one file holds at most (`CSV_EXPORT_LIMIT`, Blockscout's
 * 10,000 by default) and the captcha every export must pass (`../../captcha/config.ts`).
 */
import { readCaptchaConfig, type CaptchaConfig } from '../captcha/config';
import { ApiConfigError } from '../../http/errors';

export const DEFAULT_CSV_EXPORT_LIMIT = 10_000;
/** Rows stream in constant memory, so the cap is about time on the database, not memory. */
const MAX_CSV_EXPORT_LIMIT = 10_000_000;

export interface CsvExportConfig {
  limit: number;
  captcha: CaptchaConfig;
}

type Env = Readonly<Record<string, string | undefined>>;

/** @throws {ApiConfigError} naming the bad variable. */
export function readCsvExportConfig(env: Env): CsvExportConfig {
  const raw = env.CSV_EXPORT_LIMIT;
  let limit = DEFAULT_CSV_EXPORT_LIMIT;
  if (raw !== undefined && raw !== '') {
    limit = Number(raw);
    if (!/^\d+$/.test(raw) || limit < 1 || limit > MAX_CSV_EXPORT_LIMIT) {
      throw new ApiConfigError(`CSV_EXPORT_LIMIT="${ raw }": expected an integer from 1 to ${ MAX_CSV_EXPORT_LIMIT }`);
    }
  }
  return { limit, captcha: readCaptchaConfig(env) };
}
