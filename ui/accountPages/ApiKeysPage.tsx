/** `/account/api-key`: up to 3 API keys; a new key is shown in full once, then only masked. */
import { Box, Button, Text } from '@chakra-ui/react';
import React from 'react';

import type { ApiKey } from 'types/api/account';
import AccountItems, { type Column } from 'ui/account/AccountItems';
import { NAME_MAX_LENGTH, type FieldDef } from 'ui/account/formFields';
import CopyToClipboard from 'ui/shared/CopyToClipboard';

import AccountPageLayout from './AccountPageLayout';

type Key = ApiKey & { id: string };

export const API_KEYS_MAX = 3;
const FIELDS: FieldDef[] = [ { name: 'name', label: 'Application name for API key (e.g. Web3 project)', required: true, maxLength: NAME_MAX_LENGTH } ];

const COLUMNS: Column<Key>[] = [
  { header: 'API key token', render: (item) => <Text fontFamily="mono" fontSize="sm">{ item.api_key }</Text> },
  { header: 'Name', render: (item) => <Text>{ item.name }</Text>, width: '260px' },
];

/** Shown once, above the list, right after creation: the only time the key is readable. */
function NewKeyNotice({ apiKey, onClose }: { apiKey: Key; onClose: () => void }) {
  return (
    <Box role="status" borderWidth="1px" borderColor="border.divider" bg="bg.sidebar" borderRadius="md" p="4" mb="6" maxW="800px"
      data-testid="new-api-key-notice">
      <Text fontWeight={ 600 } mb="1">Your new API key &ldquo;{ apiKey.name }&rdquo;</Text>
      <Text fontSize="sm" color="text.secondary" mb="3">Copy it now: it is stored only as a hash and will not be shown again.</Text>
      <Box display="flex" alignItems="center" gap="2" mb="3">
        <Text fontFamily="mono" fontSize="sm" wordBreak="break-all" data-testid="new-api-key">{ apiKey.api_key }</Text>
        <CopyToClipboard text={ apiKey.api_key }/>
      </Box>
      <Button size="xs" variant="outline" onClick={ onClose }>I have copied it</Button>
    </Box>
  );
}

/**
 * What a key does today: it names its owner on the requests that send it. No rate limit
 * promise until the limiter exists (issue 25 gives key holders the higher one, and says so).
 */
export const API_KEYS_INTRO = 'Create API keys to use for your RPC and REST API requests: send one as the apikey query parameter ' +
  `or the x-api-key header. You can have up to ${ API_KEYS_MAX } keys.`;

export default function ApiKeysPage() {
  const [ created, setCreated ] = React.useState<Key | null>(null);
  return (
    <AccountPageLayout intro={ API_KEYS_INTRO }>
      { created && <NewKeyNotice apiKey={ created } onClose={ () => setCreated(null) }/> }
      <AccountItems<Key> resource="account:api_keys" noun="API key" addLabel="Add API key" testId="api-keys" maxItems={ API_KEYS_MAX }
        emptyText="You don't have any API keys yet." columns={ COLUMNS } fields={ FIELDS } idOf={ (item) => item.id } labelOf={ (item) => item.name }
        toValues={ (item) => ({ name: item?.name ?? '' }) } toBody={ (values) => ({ name: String(values.name).trim() }) } onCreated={ setCreated }/>
    </AccountPageLayout>
  );
}
