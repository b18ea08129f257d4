/**
 * Whether an ad slot is gone: from the first paint when an earlier page found an ad blocker
 * (the cookie), or once the slot's content finds one now.
 */
import React from 'react';

import { useAppContext } from 'ui/shared/layout/AppContext';

export default function useAdsHidden() {
  const { adBlockCookie } = useAppContext();
  const [ isHidden, setHidden ] = React.useState(adBlockCookie === 'true');
  const hide = React.useCallback(() => setHidden(true), []);
  return { isHidden, hide };
}
