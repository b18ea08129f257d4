/**
 * CSV export settings: how many rows one file holds at most (`CSV_EXPORT_LIMIT`, Blockscout's
 * 10,000 by default) and the captcha every export must pass (`../../captcha/config.ts`).
 */
import { readCaptchaConfig, type CaptchaConfig } from '../captcha/config';
import { readSetting, type Env } from '../../settings';

export interface CsvExportConfig {
  limit: number;
  captcha: CaptchaConfig;
}

/** @throws {SettingsError} naming the bad variable. */
export function readCsvExportConfig(env: Env): CsvExportConfig {
  return { limit: readSetting(env, 'CSV_EXPORT_LIMIT'), captcha: readCaptchaConfig(env) };
}
