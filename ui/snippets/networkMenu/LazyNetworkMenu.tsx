/**
 * The featured-networks menu, loaded only where it is configured: its popover and tabs
 * would otherwise weigh on the first load of every page.
 */
import dynamic from 'next/dynamic';
import React from 'react';

import config from 'configs/app';

const NetworkMenu = dynamic(() => import('./NetworkMenu'), { ssr: false });

export default function LazyNetworkMenu() {
  return config.UI.featuredNetworksUrl ? <NetworkMenu/> : null;
}
