/**
 * The Code sub-tab: for a verified contract its verification facts, constructor arguments,
 * sources (in a viewer loaded with this tab), compiler settings, ABI and bytecode; for an
 * unverified one the bytecode and a way to verify it. Every string from the chain or the
 * verifier is rendered as text.
 */
import { Alert, Badge, Box, Flex, Heading, Link, Skeleton, Text } from '@chakra-ui/react';
import dynamic from 'next/dynamic';
import NextLink from 'next/link';
import React from 'react';

import config from 'configs/app';
import useApiQuery from 'lib/api/useApiQuery';
import { contractLicenseName } from 'lib/contract/licenses';
import type { SmartContract } from 'types/api/contract';
import CopyToClipboard from 'ui/shared/CopyToClipboard';
import { DetailsGrid, DetailsInfoItem } from 'ui/shared/details/DetailsInfoItem';
import { AddressEntity } from 'ui/shared/entities/entities';
import TimeInfo from 'ui/shared/values/TimeInfo';

import MethodValue from '../methods/MethodValue';
import VerifiedTwin from '../VerifiedTwin';

// Browser-only: the viewer's chunk may not be there yet when the tab hydrates, and the server
// and the browser must then draw the same skeleton.
const SourceViewer = dynamic(() => import('./SourceViewer'), { ssr: false, loading: () => <Skeleton h="200px"/> });

function Section({ title, copyText, children, testId }: { title: string; copyText?: string; children: React.ReactNode; testId?: string }) {
  return (
    <Box as="section" data-testid={ testId }>
      <Flex align="center" gap="2" mb="2">
        <Heading as="h3" fontSize="md" fontWeight={ 600 }>{ title }</Heading>
        { copyText && <CopyToClipboard text={ copyText } size="xs"/> }
      </Flex>
      { children }
    </Box>
  );
}

/** Long hex or JSON in a scrolling, wrapped block. */
function CodeBlock({ text, testId }: { text: string; testId?: string }) {
  return (
    <Box as="pre" fontFamily="mono" fontSize="xs" whiteSpace="pre-wrap" wordBreak="break-all" maxH="300px" overflow="auto" p="3" m="0"
      borderWidth="1px" borderColor="border.divider" borderRadius="md" bg="bg.sidebar" data-testid={ testId }>
      { text }
    </Box>
  );
}

export function VerificationBadge({ contract }: { contract: Pick<SmartContract, 'is_verified' | 'is_partially_verified'> }) {
  if (!contract.is_verified) return <Badge colorPalette="gray" data-testid="verification-badge">Not verified</Badge>;
  return contract.is_partially_verified ?
    <Badge colorPalette="orange" data-testid="verification-badge" title="The bytecode matches, the metadata differs">Partially verified</Badge> :
    <Badge colorPalette="green" data-testid="verification-badge" title="Exact match of bytecode and metadata">Verified</Badge>;
}

function Bytecode({ contract }: { contract: SmartContract }) {
  return (
    <>
      { contract.creation_bytecode && (
        <Section title="Contract creation code" copyText={ contract.creation_bytecode } testId="creation-bytecode">
          <CodeBlock text={ contract.creation_bytecode }/>
        </Section>
      ) }
      { contract.deployed_bytecode && (
        <Section title="Deployed bytecode" copyText={ contract.deployed_bytecode } testId="deployed-bytecode">
          <CodeBlock text={ contract.deployed_bytecode }/>
        </Section>
      ) }
    </>
  );
}

function ConstructorArgs({ contract }: { contract: SmartContract }) {
  if (!contract.constructor_args) return null;
  return (
    <Section title="Constructor arguments" copyText={ contract.constructor_args } testId="constructor-args">
      { contract.decoded_constructor_args && contract.decoded_constructor_args.length > 0 && (
        <Box display="flex" flexDirection="column" gap="1" mb="2" fontSize="sm">
          { contract.decoded_constructor_args.map(([ value, param ], index) => (
            <Flex key={ index } gap="2" align="baseline" minW="0">
              <Text as="span" color="text.secondary" flexShrink={ 0 }>{ param.name || `Arg [${ index }]` } ({ param.type }):</Text>
              <MethodValue param={ param } value={ value }/>
            </Flex>
          )) }
        </Box>
      ) }
      <CodeBlock text={ contract.constructor_args }/>
    </Section>
  );
}

function sourceFiles(contract: SmartContract): Array<{ path: string; source: string }> {
  const main = contract.source_code ? [ { path: contract.file_path || `${ contract.name ?? 'Contract' }.sol`, source: contract.source_code } ] : [];
  return [ ...main, ...(contract.additional_sources ?? []).map((file) => ({ path: file.file_path, source: file.source_code })) ];
}

function VerifiedDetails({ hash, contract }: { hash: string; contract: SmartContract }) {
  const optimization = contract.optimization_enabled === null || contract.optimization_enabled === undefined ? null :
    contract.optimization_enabled ? `Yes, ${ contract.optimization_runs ?? 200 } runs` : 'No';
  return (
    <DetailsGrid testId="contract-details">
      <DetailsInfoItem label="Contract name" id="contract-name">{ contract.name ?? '—' }</DetailsInfoItem>
      <DetailsInfoItem label="Verification" id="verification">
        <Flex align="center" gap="2" wrap="wrap">
          <VerificationBadge contract={ contract }/>
          { contract.verified_twin_address_hash && <VerifiedTwin twinHash={ contract.verified_twin_address_hash }/> }
        </Flex>
      </DetailsInfoItem>
      <DetailsInfoItem label="Compiler version" id="compiler-version">{ contract.compiler_version ?? '—' }</DetailsInfoItem>
      { contract.evm_version && <DetailsInfoItem label="EVM version" id="evm-version">{ contract.evm_version }</DetailsInfoItem> }
      { optimization && <DetailsInfoItem label="Optimization enabled" id="optimization">{ optimization }</DetailsInfoItem> }
      { contract.license_type && <DetailsInfoItem label="License" id="license">{ contractLicenseName(contract.license_type) }</DetailsInfoItem> }
      { contract.verified_at && <DetailsInfoItem label="Verified at" id="verified-at"><TimeInfo timestamp={ contract.verified_at } withAbsolute/></DetailsInfoItem> }
      { contract.implementations && contract.implementations.length > 0 && (
        <DetailsInfoItem label="Implementation" id="implementation">
          { contract.implementations.map((impl) => (
            <AddressEntity key={ impl.address_hash } address={{ hash: impl.address_hash, name: impl.name, is_contract: true }}/>
          )) }
        </DetailsInfoItem>
      ) }
      { contract.external_libraries && contract.external_libraries.length > 0 && (
        <DetailsInfoItem label="Libraries" id="libraries">
          { contract.external_libraries.map((library) => (
            <AddressEntity key={ library.address_hash } address={{ hash: library.address_hash, name: library.name, is_contract: true }}/>
          )) }
        </DetailsInfoItem>
      ) }
      { contract.can_be_visualized_via_sol2uml && config.features.sol2uml.isEnabled && (
        <DetailsInfoItem label="Visualisation" id="sol2uml">
          <Link asChild color="text.link"><NextLink href={{ pathname: '/visualize/sol2uml', query: { address: hash } }}>View UML diagram</NextLink></Link>
        </DetailsInfoItem>
      ) }
    </DetailsGrid>
  );
}

export default function ContractCode({ hash }: { hash: string }) {
  const query = useApiQuery('general:contract', { pathParams: { hash } });
  if (query.isPending) return <Skeleton h="300px" data-testid="contract-loading"/>;
  if (query.isError) {
    return <Alert.Root status="error"><Alert.Indicator/><Alert.Title>Could not load the contract.</Alert.Title></Alert.Root>;
  }
  const contract = query.data;

  if (!contract.is_verified) {
    return (
      <Flex direction="column" gap="6" data-testid="contract-code">
        <Alert.Root status="info" data-testid="contract-unverified">
          <Alert.Indicator/>
          <Alert.Content>
            <Alert.Title>This contract has not been verified.</Alert.Title>
            <Alert.Description>Verify the source code to read it here and to interact with the contract.</Alert.Description>
          </Alert.Content>
          <Link asChild color="text.link" fontWeight={ 600 } flexShrink={ 0 }>
            <NextLink href={ `/address/${ hash }/contract-verification` } data-testid="verify-link">Verify & publish</NextLink>
          </Link>
        </Alert.Root>
        <Bytecode contract={ contract }/>
      </Flex>
    );
  }

  const files = sourceFiles(contract);
  return (
    <Flex direction="column" gap="6" data-testid="contract-code">
      <VerifiedDetails hash={ hash } contract={ contract }/>
      <ConstructorArgs contract={ contract }/>
      { files.length > 0 && (
        <Section title="Contract source code" testId="contract-sources">
          <Flex direction="column" gap="4">
            { files.map((file) => (
              <Box key={ file.path }>
                <Flex align="center" gap="2" mb="1">
                  <Text fontFamily="mono" fontSize="sm" fontWeight={ 600 } wordBreak="break-all" data-testid="source-file-name">{ file.path }</Text>
                  <CopyToClipboard text={ file.source } size="xs"/>
                </Flex>
                <SourceViewer source={ file.source } fileName={ file.path }/>
              </Box>
            )) }
          </Flex>
        </Section>
      ) }
      { contract.compiler_settings && (
        <Section title="Compiler settings" testId="compiler-settings">
          <CodeBlock text={ JSON.stringify(contract.compiler_settings, null, 2) }/>
        </Section>
      ) }
      { contract.abi && (
        <Section title="Contract ABI" copyText={ JSON.stringify(contract.abi) } testId="contract-abi">
          <CodeBlock text={ JSON.stringify(contract.abi, null, 2) }/>
        </Section>
      ) }
      <Bytecode contract={ contract }/>
    </Flex>
  );
}
