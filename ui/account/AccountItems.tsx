/**
 * One account list (watch list, tags, API keys, custom ABIs, public tags): the rows in a
 * table, an add button, edit and delete per row in dialogs, skeleton, empty state and toasts.
 * Each page describes its columns and form; this component does the rest the same way.
 * Lists the API serves page by page (watch list, private tags) get the shared pager, with the
 * page in the URL; the others arrive whole.
 */
import { Box, Button, CloseButton, Dialog, HStack, Portal, Skeleton, Text } from '@chakra-ui/react';
import { useQueryClient } from '@tanstack/react-query';
import React from 'react';

import { trackEvent } from 'lib/analytics/trackEvent';
import { getResourceKey } from 'lib/api/getResourceKey';
import type { ResourceName } from 'lib/api/resources';
import useApiFetch from 'lib/api/useApiFetch';
import { useApiQuery } from 'lib/api/useApiQuery';
import useQueryWithPages, { type PaginationParams } from 'lib/api/useQueryWithPages';
import Pagination from 'ui/shared/pagination/Pagination';
import { toaster } from 'ui/shared/toaster';

import AccountRows, { type Column } from './AccountRows';
import FormDialog from './FormDialog';
import type { FieldDef, FormValues } from './formFields';
import useCsrfToken from './useCsrfToken';

/** Lists the API answers page by page (`{ items, next_page_params }`). */
type PagedResource = 'account:watchlist' | 'account:private_tags_address' | 'account:private_tags_tx';
const PAGED_RESOURCES: ReadonlyArray<string> = [ 'account:watchlist', 'account:private_tags_address', 'account:private_tags_tx' ] satisfies
  Array<PagedResource>;

export type AccountListResource = PagedResource | 'account:api_keys' | 'account:custom_abi' | 'account:public_tags';

export type { Column } from './AccountRows';

export interface AccountItemsProps<Item> {
  resource: AccountListResource;
  /** What the rows are, for buttons and messages: 'address', 'API key', … */
  noun: string;
  addLabel: string;
  emptyText: string;
  columns: ReadonlyArray<Column<Item>>;
  fields: ReadonlyArray<FieldDef>;
  toValues: (item?: Item) => FormValues;
  toBody: (values: FormValues) => object;
  idOf: (item: Item) => string | number;
  labelOf: (item: Item) => string;
  /** The most rows allowed; the add button is disabled at it. */
  maxItems?: number;
  /** Rows can be renamed but not edited otherwise (API keys). */
  onCreated?: (item: Item) => void;
  testId: string;
  /** Prefix of the page keys in the URL, for a second paged list on the page (see `useQueryWithPages`). */
  urlKeyPrefix?: string;
}

/** What the list view reads of either query. */
interface ListQuery {
  data?: unknown;
  isPending: boolean;
  isError: boolean;
  isSuccess: boolean;
}

type Dialogs<Item> = { kind: 'add' } | { kind: 'edit'; item: Item } | { kind: 'delete'; item: Item } | null;

function itemsOf<Item>(data: unknown): Item[] {
  if (Array.isArray(data)) return data as Item[];
  return ((data as { items?: Item[] } | undefined)?.items ?? []);
}

function PagedAccountItems<Item>(props: AccountItemsProps<Item>) {
  const query = useQueryWithPages({ resourceName: props.resource as PagedResource, urlKeyPrefix: props.urlKeyPrefix, options: { retry: false } });
  return <AccountItemsList { ...props } query={ query } pagination={ query.pagination }/>;
}

function WholeAccountItems<Item>(props: AccountItemsProps<Item>) {
  const query = useApiQuery(props.resource as ResourceName, { queryOptions: { retry: false } });
  return <AccountItemsList { ...props } query={ query }/>;
}

export default function AccountItems<Item>(props: AccountItemsProps<Item>) {
  // The resource of a list never changes, so each list keeps one kind of query for its life.
  return PAGED_RESOURCES.includes(props.resource) ? <PagedAccountItems { ...props }/> : <WholeAccountItems { ...props }/>;
}

function AccountItemsList<Item>(props: AccountItemsProps<Item> & { query: ListQuery; pagination?: PaginationParams }) {
  const { resource, noun, columns, fields, idOf, labelOf, testId, query, pagination } = props;
  const csrf = useCsrfToken();
  const apiFetch = useApiFetch();
  const queryClient = useQueryClient();
  const [ dialog, setDialog ] = React.useState<Dialogs<Item>>(null);
  const [ isDeleting, setDeleting ] = React.useState(false);
  const items = itemsOf<Item>(query.data);
  const isFull = props.maxItems !== undefined && items.length >= props.maxItems;

  const rowActions = (item: Item) => (
    <>
      <Button size="xs" variant="ghost" onClick={ () => setDialog({ kind: 'edit', item }) } aria-label={ `Edit ${ labelOf(item) }` }>Edit</Button>
      <Button size="xs" variant="ghost" colorPalette="red" onClick={ () => setDialog({ kind: 'delete', item }) }
        aria-label={ `Delete ${ labelOf(item) }` }>Delete</Button>
    </>
  );

  // Every cached page is stale after a change; only the one on screen is fetched again now.
  const refresh = () => queryClient.invalidateQueries({ queryKey: getResourceKey(resource) });

  const save = async(values: FormValues, item?: Item) => {
    await csrf.ensure();
    const saved = await apiFetch(resource, {
      pathParams: item ? { id: String(idOf(item)) } : undefined,
      fetchParams: { method: item ? 'PUT' : 'POST', body: props.toBody(values) },
    }) as Item;
    setDialog(null);
    trackEvent('Account action', { Page: noun, Action: item ? 'update' : 'create' });
    toaster.create({ title: 'Success', description: item ? `The ${ noun } was updated.` : `The ${ noun } was added.`, type: 'success' });
    if (!item) props.onCreated?.(saved);
    await refresh();
  };

  const remove = async(item: Item) => {
    setDeleting(true);
    try {
      await csrf.ensure();
      await apiFetch(resource, { pathParams: { id: String(idOf(item)) }, fetchParams: { method: 'DELETE' } });
      trackEvent('Account action', { Page: noun, Action: 'delete' });
      toaster.create({ title: 'Success', description: `The ${ noun } was deleted.`, type: 'success' });
      setDialog(null);
      if (pagination && pagination.page > 1 && items.length === 1) {
        // The page is now empty: show the one before, fetched afresh when it is shown.
        await queryClient.invalidateQueries({ queryKey: getResourceKey(resource), refetchType: 'none' });
        pagination.onPrevPageClick();
      } else {
        await refresh();
      }
    } catch {
      toaster.create({ title: 'Error', description: `The ${ noun } could not be deleted. Try again later.`, type: 'error' });
    } finally {
      setDeleting(false);
    }
  };

  return (
    <Box data-testid={ testId }>
      <HStack justify="space-between" mb="4" flexWrap="wrap" gap="3">
        <HStack flexWrap="wrap" gap="3">
          <Button onClick={ () => setDialog({ kind: 'add' }) } disabled={ isFull || query.isPending } size="sm">{ props.addLabel }</Button>
          { isFull && <Text fontSize="sm" color="text.secondary">You have the most { noun }s allowed ({ props.maxItems }).</Text> }
        </HStack>
        { pagination && <Pagination pagination={ pagination }/> }
      </HStack>
      { query.isError && <Text color="fg.error" role="alert">The { noun } list could not be loaded. Try refreshing the page.</Text> }
      { query.isPending && <Skeleton h="120px" borderRadius="md" data-testid="account-items-skeleton"/> }
      { query.isSuccess && items.length === 0 && <Text color="text.secondary" data-testid="account-items-empty">{ props.emptyText }</Text> }
      { items.length > 0 && <AccountRows items={ items } columns={ columns } idOf={ idOf } actions={ rowActions }/> }
      { (dialog?.kind === 'add' || dialog?.kind === 'edit') && (
        <FormDialog
          title={ dialog.kind === 'add' ? props.addLabel : `Edit ${ noun }` }
          submitLabel={ dialog.kind === 'add' ? 'Save' : 'Save changes' }
          fields={ fields }
          initialValues={ props.toValues(dialog.kind === 'edit' ? dialog.item : undefined) }
          onSubmit={ (values) => save(values, dialog.kind === 'edit' ? dialog.item : undefined) }
          onClose={ () => setDialog(null) }
        />
      ) }
      { dialog?.kind === 'delete' && (
        <Dialog.Root open onOpenChange={ (details) => !details.open && setDialog(null) } placement="center" size="sm" role="alertdialog">
          <Portal>
            <Dialog.Backdrop/>
            <Dialog.Positioner>
              <Dialog.Content bg="bg.card" data-testid="account-delete-dialog">
                <Dialog.Header><Dialog.Title fontSize="lg">Remove { noun }</Dialog.Title></Dialog.Header>
                <Dialog.Body>
                  <Text>Remove <Box as="span" fontWeight={ 600 } wordBreak="break-all">{ labelOf(dialog.item) }</Box>? This cannot be undone.</Text>
                </Dialog.Body>
                <Dialog.Footer>
                  <Button variant="outline" onClick={ () => setDialog(null) }>Cancel</Button>
                  <Button colorPalette="red" loading={ isDeleting } onClick={ () => remove(dialog.item) }>Delete</Button>
                </Dialog.Footer>
                <Dialog.CloseTrigger asChild><CloseButton size="sm" aria-label="Close"/></Dialog.CloseTrigger>
              </Dialog.Content>
            </Dialog.Positioner>
          </Portal>
        </Dialog.Root>
      ) }
    </Box>
  );
}
