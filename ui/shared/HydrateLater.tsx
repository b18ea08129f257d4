/**
 * Splits hydration. React 19 hydrates a page in one blocking task, which on a slow phone is
 * a second or more without answering taps. Content inside an Activity boundary is left for a
 * later pass instead; this component then starts that pass right after the shell is live, as
 * a transition, so it runs at once but in interruptible slices.
 *
 * Activity, not Suspense: the server streams a large Suspense boundary's content out of order
 * (hidden, then moved in place by an inline script), which hides the content until that
 * script runs and can race with hydration (the content then shows twice). An Activity
 * boundary's content stays inline in the HTML.
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
    <React.Activity mode="visible">
      <ShellHydrated value={ isShellHydrated }>{ children }</ShellHydrated>
    </React.Activity>
  );
}

/** Carries the changing prop into the boundary; renders its children as they are. */
function ShellHydrated({ children }: { value: boolean; children: React.ReactNode }) {
  return children;
}
