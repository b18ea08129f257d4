/**
 * `/account/verified-addresses`: contracts the user proved are theirs, and the token info
 * they submitted for each (reviewed by the explorer's team before the token page shows it).
 */
import { Button, Text } from '@chakra-ui/react';
import { useQueryClient } from '@tanstack/react-query';
import React from 'react';

import { getResourceKey } from 'lib/api/getResourceKey';
import useApiFetch from 'lib/api/useApiFetch';
import { useApiQuery } from 'lib/api/useApiQuery';
import type { TokenInfoSubmission } from 'types/api/admin';
import type { VerifiedAddress } from 'types/api/contractInfo';
import AccountRows, { type Column } from 'ui/account/AccountRows';
import FormDialog from 'ui/account/FormDialog';
import { isEmail, isUrl, type FieldDef, type FormValues } from 'ui/account/formFields';
import useCsrfToken from 'ui/account/useCsrfToken';
import { AddressEntity } from 'ui/shared/entities/entities';
import { toaster } from 'ui/shared/toaster';

import AccountPageLayout from './AccountPageLayout';
import AddressVerificationDialog from './verifiedAddresses/AddressVerificationDialog';
import { TokenInfoButton, TokenInfoStatus } from './verifiedAddresses/TokenInfoParts';

const LINKS = [ 'docs', 'github', 'twitter', 'telegram', 'discord', 'medium', 'reddit', 'support' ] as const;
/** The ticker fields, each labelled by the site it belongs to. */
const TICKERS = [
  { name: 'coinGeckoTicker', site: 'CoinGecko' }, { name: 'coinMarketCapTicker', site: 'CoinMarketCap' }, { name: 'defiLlamaTicker', site: 'DefiLlama' },
] as const;

function tokenInfoFields(sectors: ReadonlyArray<string>): FieldDef[] {
  return [
    { name: 'requesterName', label: 'Your name', required: true, maxLength: 100 },
    { name: 'requesterEmail', label: 'Your email', required: true, validate: isEmail },
    { name: 'projectName', label: 'Project name', maxLength: 100 },
    { name: 'projectWebsite', label: 'Official project website', required: true, validate: isUrl },
    { name: 'projectEmail', label: 'Official project email address', required: true, validate: isEmail },
    { name: 'iconUrl', label: 'Project icon URL (https, square image)', required: true, validate: isUrl },
    { name: 'projectDescription', label: 'Project description', kind: 'textarea', required: true, maxLength: 500 },
    { name: 'projectSector', label: 'Project sector', kind: 'select', options: sectors },
    ...LINKS.map((name) => ({ name, label: `${ name[0].toUpperCase() }${ name.slice(1) } URL`, validate: isUrl })),
    ...TICKERS.map(({ name, site }) => ({ name, label: `${ site } ticker`, maxLength: 60 })),
    { name: 'comment', label: 'Comment for the reviewers', kind: 'textarea', maxLength: 500 },
  ];
}

const tokenLabel = ({ metadata }: VerifiedAddress) => metadata.tokenName ? `${ metadata.tokenName } (${ metadata.tokenSymbol ?? '' })` : '—';

export default function VerifiedAddressesPage() {
  const apiFetch = useApiFetch();
  const csrf = useCsrfToken();
  const queryClient = useQueryClient();
  const addresses = useApiQuery('contractInfo:verified_addresses', { queryOptions: { retry: false } });
  const submissions = useApiQuery('admin:token_info_applications', { queryOptions: { retry: false } });
  const selectors = useApiQuery('admin:token_info_applications_config', { queryOptions: { staleTime: Infinity } });
  const [ isVerifying, setVerifying ] = React.useState(false);
  const [ editing, setEditing ] = React.useState<{ address: string; submission?: TokenInfoSubmission } | null>(null);

  const submissionOf = (address: string) => submissions.data?.submissions.find((item) => item.tokenAddress.toLowerCase() === address.toLowerCase());
  const refresh = async() => {
    await queryClient.invalidateQueries({ queryKey: getResourceKey('contractInfo:verified_addresses') });
    await queryClient.invalidateQueries({ queryKey: getResourceKey('admin:token_info_applications') });
  };

  const saveTokenInfo = async(values: FormValues) => {
    if (!editing) return;
    await csrf.ensure();
    const fields = Object.fromEntries(Object.entries(values).map(([ key, value ]) => [ key, String(value).trim() ]));
    await apiFetch('admin:token_info_applications', {
      pathParams: editing.submission ? { id: editing.submission.id } : undefined,
      fetchParams: { method: editing.submission ? 'PUT' : 'POST', body: { submission: { ...fields, tokenAddress: editing.address } } },
    });
    setEditing(null);
    toaster.create({ title: 'Success', description: 'The token info was sent for review.', type: 'success' });
    await refresh();
  };

  const items: VerifiedAddress[] = addresses.data?.verifiedAddresses ?? [];
  const columns: Array<Column<VerifiedAddress>> = [
    { header: 'Address', render: (item) => <AddressEntity address={{ hash: item.contractAddress, name: null, is_contract: true }} truncation="dynamic"/> },
    { header: 'Token', width: '200px', render: (item) => <Text>{ tokenLabel(item) }</Text> },
    { header: 'Token info', width: '180px', render: (item) => <TokenInfoStatus item={ item } submission={ submissionOf(item.contractAddress) }/> },
  ];
  const fields = tokenInfoFields(selectors.data?.projectSectors ?? []);
  return (
    <AccountPageLayout intro="Verify that you own a contract (its creator or owner signs a message) to add its token's project info: icon, website, links and tickers, shown on the token page once reviewed.">
      <Button size="sm" mb="4" onClick={ () => setVerifying(true) }>Add address</Button>
      { addresses.isError && <Text color="fg.error" role="alert">The verified addresses could not be loaded. Try refreshing the page.</Text> }
      { addresses.isSuccess && items.length === 0 && <Text color="text.secondary" data-testid="account-items-empty">You don&apos;t have any verified addresses yet.</Text> }
      { items.length > 0 && (
        <AccountRows items={ items } columns={ columns } idOf={ (item) => item.contractAddress } actionsWidth="160px" testId="verified-addresses"
          actions={ (item) => {
            const submission = submissionOf(item.contractAddress);
            return <TokenInfoButton item={ item } submission={ submission } onEdit={ () => setEditing({ address: item.contractAddress, submission }) }/>;
          } }/>
      ) }
      { isVerifying && (
        <AddressVerificationDialog onClose={ () => setVerifying(false) } onVerified={ async() => {
          setVerifying(false);
          toaster.create({ title: 'Success', description: 'The address ownership is verified.', type: 'success' });
          await refresh();
        } }/>
      ) }
      { editing && (
        <FormDialog title="Token info" submitLabel="Send for review" fields={ fields } onClose={ () => setEditing(null) } onSubmit={ saveTokenInfo }
          initialValues={ Object.fromEntries(fields.map((field) => [ field.name, String((editing.submission as unknown as Record<string, unknown> | undefined)?.[field.name] ?? '') ])) }/>
      ) }
    </AccountPageLayout>
  );
}
