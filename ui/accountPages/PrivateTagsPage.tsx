/**
 * `/account/tag-address`: private tags of addresses and of transactions, in two tabs. Each tab
 * keeps its own page: the transaction list's page keys in the URL carry a `tx_` prefix.
 */
import { Tabs, Text } from '@chakra-ui/react';
import { useRouter } from 'next/router';
import React from 'react';

import type { AddressTagItem, TransactionTagItem } from 'types/api/account';
import AccountItems, { type Column } from 'ui/account/AccountItems';
import { isAddress, isTransactionHash, NAME_MAX_LENGTH, type FieldDef, type FormValues } from 'ui/account/formFields';
import { AddressEntity, TxEntity } from 'ui/shared/entities/entities';

import AccountPageLayout from './AccountPageLayout';

const ADDRESS_FIELDS: FieldDef[] = [
  { name: 'address_hash', label: 'Address (0x...)', required: true, validate: isAddress },
  { name: 'name', label: 'Private tag (max 35 characters)', required: true, maxLength: NAME_MAX_LENGTH },
];
const TRANSACTION_FIELDS: FieldDef[] = [
  { name: 'transaction_hash', label: 'Transaction hash (0x...)', required: true, validate: isTransactionHash },
  { name: 'name', label: 'Private tag (max 35 characters)', required: true, maxLength: NAME_MAX_LENGTH },
];

const ADDRESS_COLUMNS: Column<AddressTagItem>[] = [
  { header: 'Address', render: (item) => <AddressEntity address={ item.address } truncation="dynamic"/> },
  { header: 'Private tag', render: (item) => <Text>{ item.name }</Text>, width: '260px' },
];
const TRANSACTION_COLUMNS: Column<TransactionTagItem>[] = [
  { header: 'Transaction', render: (item) => <TxEntity hash={ item.transaction_hash } truncation="dynamic"/> },
  { header: 'Private tag', render: (item) => <Text>{ item.name }</Text>, width: '260px' },
];

const TX_PAGE_KEY_PREFIX = 'tx_';

const trimmed = (values: FormValues) => Object.fromEntries(Object.entries(values).map(([ key, value ]) => [ key, String(value).trim() ]));

export default function PrivateTagsPage() {
  const router = useRouter();
  const tab = router.query.tab === 'transaction' ? 'transaction' : 'address';
  const select = (value: string) => {
    // The other tab's page stays in the URL, so going back to it (or reloading) finds it there.
    const { tab: _previous, ...query } = router.query;
    router.replace({ pathname: router.pathname, query: value === 'address' ? query : { ...query, tab: value } },
      undefined, { shallow: true, scroll: false });
  };
  return (
    <AccountPageLayout intro="Use private tags to label addresses and transactions: only you see them, next to the addresses and transactions.">
      <Tabs.Root value={ tab } onValueChange={ (details) => select(details.value) } variant="line" lazyMount>
        <Tabs.List mb="6">
          <Tabs.Trigger value="address">Address</Tabs.Trigger>
          <Tabs.Trigger value="transaction">Transaction</Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="address">
          <AccountItems<AddressTagItem> resource="account:private_tags_address" noun="address tag" addLabel="Add address tag"
            testId="address-tags" emptyText="You don't have any address tags yet." columns={ ADDRESS_COLUMNS } fields={ ADDRESS_FIELDS }
            toValues={ (item) => ({ address_hash: item?.address_hash ?? '', name: item?.name ?? '' }) } toBody={ trimmed }
            idOf={ (item) => item.id } labelOf={ (item) => item.name }/>
        </Tabs.Content>
        <Tabs.Content value="transaction">
          <AccountItems<TransactionTagItem> resource="account:private_tags_tx" noun="transaction tag" addLabel="Add transaction tag"
            testId="transaction-tags" emptyText="You don't have any transaction tags yet." columns={ TRANSACTION_COLUMNS }
            fields={ TRANSACTION_FIELDS } toValues={ (item) => ({ transaction_hash: item?.transaction_hash ?? '', name: item?.name ?? '' }) }
            toBody={ trimmed } idOf={ (item) => item.id } labelOf={ (item) => item.name } urlKeyPrefix={ TX_PAGE_KEY_PREFIX }/>
        </Tabs.Content>
      </Tabs.Root>
    </AccountPageLayout>
  );
}
