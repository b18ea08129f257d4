/**
 * Verified contracts as a desktop table and mobile cards: contract (name and address), balance,
 * transactions, compiler and version, optimisation, constructor arguments, verification time
 * and licence. Names come from the verifier's input and are shown as text only.
 */
import { Badge, Flex, Table, Text } from '@chakra-ui/react';
import React from 'react';

import config from 'configs/app';
import { contractLicenseName } from 'lib/contract/licenses';
import { formatNumber } from 'lib/format';
import type { SmartContractListItem } from 'types/api/contract';
import { AddressEntity } from 'ui/shared/entities/entities';
import { ListCard, ListCardRow, ListItemsLayout, ListTd, ListTh } from 'ui/shared/lists/ListLayouts';
import CoinValue from 'ui/shared/values/CoinValue';
import TimeInfo from 'ui/shared/values/TimeInfo';

/**
 * The name links to the Contract tab, and the short address under it tells apart contracts
 * of the same name (every deployment of one demo token is "DemoToken").
 */
function Contract({ item }: { item: SmartContractListItem }) {
  const { hash, name } = item.address;
  const contractTab = `/address/${ hash }?tab=contract`;
  if (!name) return <AddressEntity address={ item.address } href={ contractTab } testId="contract-address"/>;
  return (
    <Flex direction="column" alignItems="flex-start" gap="1" minW="0">
      <AddressEntity address={ item.address } href={ contractTab } noCopy/>
      <Text as="span" fontSize="sm" color="text.secondary" display="flex" maxW="100%">
        <AddressEntity address={{ hash, name: null, is_contract: true }} noLink noIcon testId="contract-address"/>
      </Text>
    </Flex>
  );
}

const LANGUAGE_TITLES: Record<string, string> = { solidity: 'Solidity', vyper: 'Vyper', yul: 'Yul', geas: 'Geas', stylus_rust: 'Stylus Rust' };

function Compiler({ item }: { item: SmartContractListItem }) {
  const language = item.language ? LANGUAGE_TITLES[item.language] ?? item.language : null;
  return (
    <Text as="span" data-testid="contract-compiler">
      { language }
      { item.compiler_version && <Text as="span" color="text.secondary" display="block" fontSize="xs" wordBreak="break-all">{ item.compiler_version }</Text> }
    </Text>
  );
}

function YesNo({ value, testId }: { value: boolean | null; testId: string }) {
  if (value === null) return <Text as="span" color="text.secondary">—</Text>;
  return <Badge size="sm" colorPalette={ value ? 'green' : 'gray' } variant="subtle" data-testid={ testId }>{ value ? 'Yes' : 'No' }</Badge>;
}

function Txs({ item }: { item: SmartContractListItem }) {
  return <Text as="span" data-testid="contract-txs">{ typeof item.transactions_count === 'number' ? formatNumber(item.transactions_count) : '—' }</Text>;
}

const license = (item: SmartContractListItem) => item.license_type ? contractLicenseName(item.license_type) : '—';

export default function VerifiedContractsListItems({ items }: { items: Array<SmartContractListItem> }) {
  return (
    <ListItemsLayout tableTestId="contracts-table" cardsTestId="contracts-cards" minW="1000px"
      head={ (
        <>
          <ListTh>Contract</ListTh>
          <ListTh isNumeric w="150px">{ `Balance ${ config.chain.currency.symbol }` }</ListTh>
          <ListTh isNumeric w="90px">Txns</ListTh>
          <ListTh w="170px">Compiler / version</ListTh>
          <ListTh w="90px">Optimization</ListTh>
          <ListTh w="110px">Constructor args</ListTh>
          <ListTh w="110px">Verified</ListTh>
          <ListTh w="160px">License</ListTh>
        </>
      ) }
      rows={ items.map((item) => (
        <Table.Row key={ item.address.hash } data-testid="contract-row">
          <ListTd maxW="320px"><Contract item={ item }/></ListTd>
          <ListTd isNumeric><CoinValue value={ item.coin_balance ?? '0' } symbol={ null }/></ListTd>
          <ListTd isNumeric><Txs item={ item }/></ListTd>
          <ListTd><Compiler item={ item }/></ListTd>
          <ListTd><YesNo value={ item.optimization_enabled } testId="contract-optimization"/></ListTd>
          <ListTd><YesNo value={ item.has_constructor_args } testId="contract-args"/></ListTd>
          <ListTd><TimeInfo timestamp={ item.verified_at }/></ListTd>
          <ListTd>{ license(item) }</ListTd>
        </Table.Row>
      )) }
      cards={ items.map((item) => (
        <ListCard key={ item.address.hash } testId="contract-card">
          <ListCardRow label="Contract"><Contract item={ item }/></ListCardRow>
          <ListCardRow label={ `Balance ${ config.chain.currency.symbol }` }><CoinValue value={ item.coin_balance ?? '0' }/></ListCardRow>
          <ListCardRow label="Txns"><Txs item={ item }/></ListCardRow>
          <ListCardRow label="Compiler"><Compiler item={ item }/></ListCardRow>
          <ListCardRow label="Optimization"><YesNo value={ item.optimization_enabled } testId="contract-optimization"/></ListCardRow>
          <ListCardRow label="Constructor args"><YesNo value={ item.has_constructor_args } testId="contract-args"/></ListCardRow>
          <ListCardRow label="Verified"><TimeInfo timestamp={ item.verified_at }/></ListCardRow>
          <ListCardRow label="License">{ license(item) }</ListCardRow>
        </ListCard>
      )) }
    />
  );
}
