/**
 * The properties sent with every analytics event (spec §3): chain id, environment, authorized
 * flag, viewport size, language, user id and device type. The user id is the analytics
 * library's own random device id: nothing that names the visitor.
 */
import config from 'configs/app';

export type DeviceType = 'mobile' | 'tablet' | 'desktop';

export function deviceType(userAgent: string): DeviceType {
  if (/iPad|Tablet|PlayBook|Silk|Android(?!.*Mobile)/i.test(userAgent)) return 'tablet';
  if (/Mobi|iPhone|iPod|Android|BlackBerry|Opera Mini|IEMobile/i.test(userAgent)) return 'mobile';
  return 'desktop';
}

export interface SuperPropertiesInput {
  isAuthorized: boolean;
  userId: string;
  window: Pick<Window, 'innerWidth' | 'innerHeight'> & { navigator: Pick<Navigator, 'language' | 'userAgent'> };
}

export function superProperties({ isAuthorized, userId, window }: SuperPropertiesInput) {
  return {
    'Chain id': String(config.chain.id),
    Environment: config.app.env,
    Authorized: isAuthorized,
    'Viewport width': window.innerWidth,
    'Viewport height': window.innerHeight,
    Language: window.navigator.language,
    'User id': userId,
    'Device type': deviceType(window.navigator.userAgent),
  };
}
