export { SettingsError } from './errors';
export { checkSettings, readSetting, type Env, type SettingValue } from './read';
export { SETTING_OWNERS, SETTINGS, type SettingName } from './registry';
