/**
 * App-wide toasts: top-right, closable, at most 400px wide, 5000 ms by default (spec §9).
 * Call `toaster.create({ title, description, type })` from anywhere; `<Toaster />` is mounted
 * once in `_app`. Most visits never see a toast, so the toast machinery (./ToasterView)
 * loads with the first one; it then picks up the toasts already created.
 */
import { createToaster } from '@chakra-ui/react';
import React from 'react';

export const TOAST_DURATION_MS = 5000;
export const TOAST_MAX_WIDTH = '400px';

export const toaster = createToaster({
  placement: 'top-end',
  duration: TOAST_DURATION_MS,
  pauseOnPageIdle: true,
});

const ToasterView = React.lazy(() => import('./ToasterView'));

/** Once a toast was created, the view stays mounted. */
let hadToast = false;
const subscribeToToasts = (onChange: () => void) => toaster.subscribe(() => {
  hadToast = true;
  onChange();
});
const readHadToast = () => hadToast || toaster.getVisibleToasts().length > 0;

export default function Toaster() {
  const hasToasts = React.useSyncExternalStore(subscribeToToasts, readHadToast, () => false);
  if (!hasToasts) return null;
  return <React.Suspense fallback={ null }><ToasterView/></React.Suspense>;
}
