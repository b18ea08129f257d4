import type { AdBannerSettings } from 'configs/app/features';

export type BannerDevice = 'desktop' | 'mobile';

export interface BannerProps<Provider extends AdBannerSettings['provider']> {
  device: BannerDevice;
  size: { width: number; height: number };
  settings: Extract<AdBannerSettings, { provider: Provider }>;
}
