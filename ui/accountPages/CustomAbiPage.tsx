/** `/account/custom-abi`: ABIs the user gives to contracts, used on their Contract tab. */
import { Text } from '@chakra-ui/react';
import React from 'react';

import type { CustomAbi } from 'types/api/account';
import AccountItems, { type Column } from 'ui/account/AccountItems';
import { isAbiJson, isAddress, NAME_MAX_LENGTH, type FieldDef } from 'ui/account/formFields';
import { AddressEntity } from 'ui/shared/entities/entities';

import AccountPageLayout from './AccountPageLayout';

const FIELDS: FieldDef[] = [
  { name: 'contract_address_hash', label: 'Smart contract address (0x...)', required: true, validate: isAddress },
  { name: 'name', label: 'Project name', required: true, maxLength: NAME_MAX_LENGTH },
  { name: 'abi', label: 'Custom ABI [{...}] (JSON format)', kind: 'textarea', required: true, validate: isAbiJson },
];

const COLUMNS: Column<CustomAbi>[] = [
  { header: 'ABI for smart contract address', render: (item) => <AddressEntity address={ item.contract_address } truncation="dynamic"/> },
  { header: 'Name', render: (item) => <Text>{ item.name }</Text>, width: '220px' },
  { header: 'Items', render: (item) => <Text>{ item.abi.length }</Text>, width: '80px' },
];

export default function CustomAbiPage() {
  return (
    <AccountPageLayout intro="Add custom ABIs for any contract and access them when logged in to your account: they add Read and Write tabs to the contract's page.">
      <AccountItems<CustomAbi> resource="account:custom_abi" noun="custom ABI" addLabel="Add custom ABI" testId="custom-abis"
        emptyText="You don't have any custom ABIs yet." columns={ COLUMNS } fields={ FIELDS } idOf={ (item) => item.id } labelOf={ (item) => item.name }
        toValues={ (item) => ({ contract_address_hash: item?.contract_address_hash ?? '', name: item?.name ?? '',
          abi: item ? JSON.stringify(item.abi, null, 2) : '' }) }
        toBody={ (values) => ({ contract_address_hash: String(values.contract_address_hash).trim(), name: String(values.name).trim(),
          abi: String(values.abi) }) }/>
    </AccountPageLayout>
  );
}
