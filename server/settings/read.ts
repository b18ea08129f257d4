/**
 * Reading settings from the registry: one variable (`readSetting`, typed by its kind and
 * default), or every one at once (`checkSettings`) so a start with several bad values
 * names them all before anything runs.
 */
import { SettingsError } from './errors';
import { SETTINGS, type SettingName } from './registry';

/** Environment variables by name (`process.env` or a test's own map). */
export type Env = Readonly<Record<string, string | undefined>>;

type Spec<N extends SettingName> = typeof SETTINGS[N];
type KindValue<N extends SettingName> = Spec<N>['kind'] extends { parse(raw: string, name: string): infer T } ? T : never;
/** A setting's value: its kind's, or undefined when it has no default and is unset. */
export type SettingValue<N extends SettingName> = Spec<N> extends { default: unknown } ? KindValue<N> : KindValue<N> | undefined;

/** The value of `name` in `env`: parsed, or the registry's default when unset or empty. */
export function readSetting<N extends SettingName>(env: Env, name: N): SettingValue<N> {
  const spec = SETTINGS[name] as { kind: { parse(raw: string, name: string): unknown }; default?: unknown };
  const raw = env[name];
  if (raw === undefined || raw === '') return spec.default as SettingValue<N>;
  return spec.kind.parse(raw, name) as SettingValue<N>;
}

/** Parses every registered variable `env` sets; one error naming each bad one. */
export function checkSettings(env: Env): void {
  const problems: string[] = [];
  for (const name of Object.keys(SETTINGS) as SettingName[]) {
    try {
      readSetting(env, name);
    } catch (error) {
      if (!(error instanceof SettingsError)) throw error;
      problems.push(error.message);
    }
  }
  if (problems.length === 1) throw new SettingsError(problems[0]);
  if (problems.length > 1) throw new SettingsError(`${ problems.length } settings are wrong:\n${ problems.map((problem) => `- ${ problem }`).join('\n') }`);
}
