/**
 * A Suspense boundary used to split hydration. React 19 hydrates the page in one blocking
 * task, but content inside a boundary that arrived complete in the server HTML is hydrated
 * afterwards in its own interruptible pass, so a slow phone stays responsive while a big
 * page comes to life. The server HTML is shown meanwhile; nothing here ever suspends on the
 * server, so the fallback is never drawn there.
 */
import React from 'react';

export default function HydrateLater({ children }: { children: React.ReactNode }) {
  return <React.Suspense fallback={ null }>{ children }</React.Suspense>;
}
