/**
 * The step of a form that waits on the network: busy while it runs, and what went wrong, in
 * the words `errorText` makes of the failure. `setError` is for the form's own checks.
 */
import React from 'react';

export default function useAsyncStep(errorText: (failure: unknown) => string) {
  const [ error, setError ] = React.useState<string | null>(null);
  const [ isBusy, setBusy ] = React.useState(false);

  const run = async(action: () => Promise<void>) => {
    setBusy(true);
    setError(null);
    try {
      await action();
    } catch (failure) {
      setError(errorText(failure));
    } finally {
      setBusy(false);
    }
  };

  return { run, error, setError, isBusy };
}
