/** `/account/public-tags-request`: requests to label addresses publicly, reviewed by the explorer's team. */
import { Text } from '@chakra-ui/react';
import React from 'react';

import { formatDate } from 'lib/format';
import type { PublicTag } from 'types/api/account';
import AccountItems, { type Column } from 'ui/account/AccountItems';
import { isAddressList, isEmail, isUrl, NAME_MAX_LENGTH, splitList, type FieldDef, type FormValues } from 'ui/account/formFields';
import { AddressEntity } from 'ui/shared/entities/entities';

import AccountPageLayout from './AccountPageLayout';

const FIELDS: FieldDef[] = [
  { name: 'full_name', label: 'Your name', required: true, maxLength: NAME_MAX_LENGTH },
  { name: 'email', label: 'Email', required: true, validate: isEmail },
  { name: 'company', label: 'Company name', maxLength: NAME_MAX_LENGTH },
  { name: 'website', label: 'Company website', validate: isUrl },
  { name: 'tags', label: 'Public tags (2 tags maximum, separated by ";")', required: true, maxLength: 71,
    validate: (value) => value.split(';').filter((tag) => tag.trim()).length > 2 ? 'At most 2 tags' : undefined },
  { name: 'addresses', label: 'Smart contracts / addresses (0x...)', kind: 'textarea', required: true, validate: isAddressList,
    hint: 'One or more addresses, separated by commas or new lines.' },
  { name: 'additional_comment', label: 'Specify the reason for adding tags and any additional information', kind: 'textarea', maxLength: 500 },
  { name: 'is_owner', label: 'I am the owner of these addresses', kind: 'checkbox' },
];

const COLUMNS: Column<PublicTag>[] = [
  { header: 'Smart contract / address', render: (item) => item.addresses_with_info.map((address) =>
    <AddressEntity key={ address.hash } address={ address } truncation="dynamic"/>) },
  { header: 'Public tags', render: (item) => <Text>{ item.tags.split(';').join(', ') }</Text>, width: '220px' },
  { header: 'Submission date', render: (item) => <Text>{ formatDate(item.submission_date) }</Text>, width: '160px' },
];

function toValues(item?: PublicTag): FormValues {
  return { full_name: item?.full_name ?? '', email: item?.email ?? '', company: item?.company ?? '', website: item?.website ?? '',
    tags: item?.tags ?? '', addresses: item?.addresses.join('\n') ?? '', additional_comment: item?.additional_comment ?? '',
    is_owner: item?.is_owner ?? true };
}

function toBody(values: FormValues) {
  const text = (name: string) => String(values[name] ?? '').trim();
  return { full_name: text('full_name'), email: text('email'), company: text('company'), website: text('website'), tags: text('tags'),
    addresses: splitList(text('addresses')), additional_comment: text('additional_comment'), is_owner: values.is_owner === true };
}

export default function PublicTagsPage() {
  return (
    <AccountPageLayout intro="You can request a public category tag, which is displayed to all explorer users. Requests are reviewed by the explorer's team.">
      <AccountItems<PublicTag> resource="account:public_tags" noun="request" addLabel="Request to add public tag" testId="public-tags"
        emptyText="You don't have any public tag requests yet." columns={ COLUMNS } fields={ FIELDS } toValues={ toValues } toBody={ toBody }
        idOf={ (item) => item.id } labelOf={ (item) => item.tags }/>
    </AccountPageLayout>
  );
}
