/**
 * What the signed-in user calls this address: their private tag and watch-list name, and a
 * star that adds the address to the watch list, or (filled) takes it off again.
 */
import { Badge, Button, Flex } from '@chakra-ui/react';
import { useQueryClient } from '@tanstack/react-query';
import React from 'react';

import config from 'configs/app';
import { getResourceKey } from 'lib/api/getResourceKey';
import useApiFetch from 'lib/api/useApiFetch';
import { useApiQuery } from 'lib/api/useApiQuery';
import FormDialog from 'ui/account/FormDialog';
import useCsrfToken from 'ui/account/useCsrfToken';
import { WATCHLIST_FIELDS, watchlistBody, watchlistValues } from 'ui/account/watchlistForm';
import { toaster } from 'ui/shared/toaster';
import { useIsLoggedIn } from 'ui/snippets/profile/useProfileQuery';

export default function AddressUserLabels({ hash }: { hash: string }) {
  const isLoggedIn = useIsLoggedIn();
  const enabled = config.features.account.isEnabled && isLoggedIn;
  const query = useApiQuery('account:address_tags', { pathParams: { hash }, queryOptions: { enabled, retry: false } });
  const [ isAdding, setAdding ] = React.useState(false);
  const [ isRemoving, setRemoving ] = React.useState(false);
  const apiFetch = useApiFetch();
  const csrf = useCsrfToken();
  const queryClient = useQueryClient();
  if (!enabled || !query.data) return null;

  const watchedId = query.data.watchlist_names.find((item) => item.id !== undefined)?.id;
  const watched = query.data.watchlist_names.length > 0;
  const refresh = () => queryClient.invalidateQueries({ queryKey: getResourceKey('account:address_tags', { pathParams: { hash } }) });
  const add = async(values: Parameters<typeof watchlistBody>[0]) => {
    await csrf.ensure();
    await apiFetch('account:watchlist', { fetchParams: { method: 'POST', body: watchlistBody(values) } });
    setAdding(false);
    toaster.create({ title: 'Success', description: 'The address was added to your watch list.', type: 'success' });
    await refresh();
  };
  const remove = async() => {
    if (watchedId === undefined) return;
    setRemoving(true);
    try {
      await csrf.ensure();
      await apiFetch('account:watchlist', { pathParams: { id: String(watchedId) }, fetchParams: { method: 'DELETE' } });
      toaster.create({ title: 'Success', description: 'The address was removed from your watch list.', type: 'success' });
      await refresh();
    } catch {
      toaster.create({ title: 'Error', description: 'The address could not be removed from your watch list.', type: 'error' });
    } finally {
      setRemoving(false);
    }
  };

  return (
    <Flex gap="2" wrap="wrap" align="center" mt="3" data-testid="address-user-labels">
      { watched ? (
        <Button size="xs" variant="outline" onClick={ remove } loading={ isRemoving } aria-pressed="true"
          aria-label="Remove from watch list" title="On your watch list: click to remove it">★ Watch list</Button>
      ) : (
        <Button size="xs" variant="outline" onClick={ () => setAdding(true) } aria-label="Add to watch list" title="Add to watch list">☆ Add to watch list</Button>
      ) }
      { query.data.personal_tags.map((tag) => (
        <Badge key={ `tag-${ tag.label }` } size="md" colorPalette="purple" variant="subtle" data-testid="address-private-tag" title="Your private tag">
          { tag.display_name }
        </Badge>
      )) }
      { query.data.watchlist_names.map((item) => (
        <Badge key={ `watch-${ item.label }` } size="md" colorPalette="blue" variant="subtle" data-testid="address-watchlist-name" title="Your watch-list name">
          { item.display_name }
        </Badge>
      )) }
      { isAdding && (
        <FormDialog title="Add address to watch list" submitLabel="Save" fields={ WATCHLIST_FIELDS }
          initialValues={ watchlistValues({ address_hash: hash }) } onSubmit={ add } onClose={ () => setAdding(false) }/>
      ) }
    </Flex>
  );
}
