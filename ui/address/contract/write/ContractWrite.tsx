/**
 * The Write and Write proxy tabs: connect an injected wallet (wagmi), then send a method with
 * its arguments (and value when payable); the sent transaction is followed until it succeeds
 * or fails (with its revert reason), and links to its page. This module
 * and wagmi/viem load only when a Write tab opens (see AddressContract).
 *
 * `isCustomAbi`: the signed-in user's custom ABI of the address (Write custom).
 */
import { Box, Button, Flex, Text } from '@chakra-ui/react';
import React from 'react';
import type { Abi as ViemAbi } from 'viem';
import { useConnect, useConnection, useDisconnect, useSwitchChain, useWriteContract, WagmiProvider } from 'wagmi';

import config from 'configs/app';
import useInstalledConnector from 'lib/web3/useInstalledConnector';
import { getWagmiConfig } from 'lib/web3/wagmiConfig';
import type { SmartContractMethod } from 'types/api/contract';
import { AddressEntity } from 'ui/shared/entities/entities';

import { toViemArgs } from '../methods/args';
import MethodForm, { type MethodSubmit } from '../methods/MethodForm';
import { ContractMethods, type ContractMethodsKind } from '../methods/MethodsList';
import { walletErrorText } from 'ui/shared/wallet/walletErrors';
import SentTransaction from './SentTransaction';

interface Props {
  hash: string;
  kind: ContractMethodsKind;
  isCustomAbi?: boolean;
}

function WalletBar() {
  const connection = useConnection();
  const connect = useConnect();
  const disconnect = useDisconnect();
  const injectedConnector = useInstalledConnector();

  if (connection.isConnected && connection.address) {
    return (
      <Flex align="center" gap="2" wrap="wrap" fontSize="sm" data-testid="wallet-connected">
        <Text as="span" color="text.secondary">Connected wallet</Text>
        <AddressEntity address={{ hash: connection.address, name: null, is_contract: false }}/>
        <Button size="xs" variant="ghost" onClick={ () => disconnect.mutate() }>Disconnect</Button>
      </Flex>
    );
  }
  return (
    <Flex align="center" gap="3" wrap="wrap">
      <Button size="sm" loading={ connect.isPending } disabled={ !injectedConnector } data-testid="wallet-connect"
        onClick={ () => injectedConnector && connect.mutate({ connector: injectedConnector, chainId: config.chain.id }) }>
        Connect wallet
      </Button>
      { connect.error && <Text color="red.600" fontSize="sm" role="alert">{ walletErrorText(connect.error) }</Text> }
    </Flex>
  );
}

function WriteMethod({ hash, method }: { hash: string; method: SmartContractMethod }) {
  const connection = useConnection();
  const switchChain = useSwitchChain();
  const write = useWriteContract();
  const [ txHash, setTxHash ] = React.useState<string>();
  const [ error, setError ] = React.useState<string>();

  const handleSubmit = React.useCallback(async({ args, value }: MethodSubmit) => {
    setError(undefined);
    setTxHash(undefined);
    if (!connection.isConnected) {
      setError('Connect a wallet first');
      return;
    }
    try {
      if (connection.chainId !== config.chain.id) await switchChain.mutateAsync({ chainId: config.chain.id });
      const abi = [ { ...method, outputs: method.outputs ?? [] } ] as unknown as ViemAbi;
      const hashSent = await write.mutateAsync({
        address: hash as `0x${ string }`, abi, functionName: method.name ?? '', args: toViemArgs(method.inputs ?? [], args),
        value: value !== undefined ? BigInt(value) : undefined, chainId: config.chain.id,
      });
      setTxHash(hashSent);
    } catch (reason) {
      setError(walletErrorText(reason));
    }
  }, [ connection.isConnected, connection.chainId, hash, method, switchChain, write ]);

  const handleInvalid = React.useCallback(() => {
    setError(undefined);
    setTxHash(undefined);
  }, []);

  return (
    <Box display="flex" flexDirection="column" gap="2">
      <MethodForm method={ method } buttonText="Write" isBusy={ write.isPending } onSubmit={ handleSubmit } onInvalid={ handleInvalid }/>
      { txHash && <SentTransaction key={ txHash } hash={ txHash }/> }
      { error && <Text color="red.600" fontSize="sm" wordBreak="break-word" role="alert" data-testid="method-error">{ error }</Text> }
    </Box>
  );
}

export default function ContractWrite(props: Props) {
  return (
    <WagmiProvider config={ getWagmiConfig() } reconnectOnMount>
      <Flex direction="column" gap="4">
        <WalletBar/>
        <ContractMethods { ...props } access="write">
          { (method) => <WriteMethod hash={ props.hash } method={ method }/> }
        </ContractMethods>
      </Flex>
    </WagmiProvider>
  );
}
