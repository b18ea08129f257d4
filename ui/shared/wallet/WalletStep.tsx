/**
 * One wallet step of the account pages (sign in, link a wallet, sign a message): a button
 * that runs it and, under it, what went wrong. Each step draws its own wagmi scope (the
 * injected wallet, no reconnect on mount), so a page that loads it on demand carries no
 * wallet code until then.
 */
import { Button, type ButtonProps, Text } from '@chakra-ui/react';
import React from 'react';
import { WagmiProvider } from 'wagmi';

import { getWagmiConfig } from 'lib/web3/wagmiConfig';
import useAsyncStep from 'ui/shared/useAsyncStep';

/**
 * Runs `step`, keeping whether it is running and the text `errorText` makes of its failure.
 * `autoStart` runs it once on mount (the visitor already chose the wallet before the chunk loaded).
 */
export function useWalletStep(step: () => Promise<void>, errorText: (failure: unknown) => string, autoStart = false) {
  const { run: runStep, error, isBusy } = useAsyncStep(errorText);
  const run = () => runStep(step);

  const started = React.useRef(false);
  React.useEffect(() => {
    if (autoStart && !started.current) {
      started.current = true;
      void run();
    }
  });

  return { run, error, isBusy };
}

/** The step's button, and its error under it. */
export function WalletStepButton({ error, ...props }: ButtonProps & { error: string | null }) {
  return (
    <>
      <Button { ...props }/>
      { error && <Text color="fg.error" fontSize="sm" mt="2" role="alert">{ error }</Text> }
    </>
  );
}

/** `Step` inside its own wagmi scope. */
export function withWalletScope<Props extends object>(Step: React.ComponentType<Props>) {
  return function WalletScope(props: Props) {
    return (
      <WagmiProvider config={ getWagmiConfig() } reconnectOnMount={ false }>
        <Step { ...props }/>
      </WagmiProvider>
    );
  };
}
