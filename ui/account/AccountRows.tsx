/**
 * The rows of an account list: a table on desktop, cards on mobile, where a table would scroll
 * sideways and hide each row's buttons. Every account list draws its rows here.
 */
import { Box, HStack, Table, Text } from '@chakra-ui/react';
import React from 'react';

import { ListCard, ListItemsLayout, ListTd, ListTh } from 'ui/shared/lists/ListLayouts';

export interface Column<Item> {
  header: string;
  render: (item: Item) => React.ReactNode;
  width?: string;
}

interface Props<Item> {
  items: ReadonlyArray<Item>;
  columns: ReadonlyArray<Column<Item>>;
  idOf: (item: Item) => string | number;
  /** The buttons of a row: the table's last column, the card's last line. */
  actions: (item: Item) => React.ReactNode;
  actionsWidth?: string;
  testId?: string;
}

export default function AccountRows<Item>({ items, columns, idOf, actions, actionsWidth = '140px', testId }: Props<Item>) {
  return (
    <ListItemsLayout tableTestId={ testId } minW="700px"
      head={ (
        <>
          { columns.map((column) => <ListTh key={ column.header } w={ column.width }>{ column.header }</ListTh>) }
          <ListTh w={ actionsWidth }/>
        </>
      ) }
      rows={ items.map((item) => (
        <Table.Row key={ idOf(item) } data-testid="account-item">
          { columns.map((column) => <ListTd key={ column.header } wordBreak="break-word">{ column.render(item) }</ListTd>) }
          <ListTd>
            <HStack gap="1" justify="flex-end">{ actions(item) }</HStack>
          </ListTd>
        </Table.Row>
      )) }
      cards={ items.map((item) => (
        <ListCard key={ idOf(item) } testId="account-item-card">
          { columns.map((column) => (
            <Box key={ column.header } wordBreak="break-word">
              <Text fontSize="xs" color="text.secondary" fontWeight={ 600 }>{ column.header }</Text>
              { column.render(item) }
            </Box>
          )) }
          <HStack gap="1">{ actions(item) }</HStack>
        </ListCard>
      )) }
    />
  );
}
