/**
 * Splits hydration. React 19 hydrates a page in one blocking task, which on a slow phone is
 * a second or more without answering taps. Content inside a Suspense boundary that arrived
 * complete in the server HTML is left for a later pass instead; this component then starts
 * that pass right after the shell is live, as a transition, so it runs at once but in
 * interruptible slices. Nothing here suspends on the server: the fallback is never drawn.
 */
import React from 'react';

export default function HydrateLater({ children }: { children: React.ReactNode }) {
  const [ isShellHydrated, setIsShellHydrated ] = React.useState(false);

  React.useEffect(() => {
    // A changed prop reaching a not-yet-hydrated boundary makes React hydrate it at the
    // update's priority; a transition's is time-sliced (and not idle, as it would be left alone).
    React.startTransition(() => setIsShellHydrated(true));
  }, []);

  return (
    <React.Suspense fallback={ null }>
      <ShellHydrated value={ isShellHydrated }>{ children }</ShellHydrated>
    </React.Suspense>
  );
}

/** Carries the changing prop into the boundary; renders its children as they are. */
function ShellHydrated({ children }: { value: boolean; children: React.ReactNode }) {
  return children;
}
