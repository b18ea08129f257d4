import React from 'react';

/** The current time, re-read every `intervalMs`, so relative times ("12s ago") stay true. */
export default function useNow(intervalMs = 1_000): number {
  const [ now, setNow ] = React.useState(() => Date.now());
  React.useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), intervalMs);
    return () => clearInterval(timer);
  }, [ intervalMs ]);
  return now;
}
