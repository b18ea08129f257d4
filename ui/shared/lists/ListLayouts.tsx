/**
 * Every list has a desktop table and a mobile card layout. Only the one the device needs is
 * drawn (see `ui/shared/layout/useViewportLayout.ts`); the CSS breakpoints stay as a second
 * guard for the moment between a wrong server guess and hydration, and for pages drawing both.
 */
import { Box, type BoxProps, Table } from '@chakra-ui/react';
import React from 'react';

import useViewportLayout from 'ui/shared/layout/useViewportLayout';

/** Shown from the `lg` breakpoint (1000px) up. */
export function DesktopOnly({ children, ...rest }: BoxProps) {
  if (useViewportLayout() === 'mobile') return null;
  return <Box hideBelow="lg" { ...rest }>{ children }</Box>;
}

/** Shown below the `lg` breakpoint. */
export function MobileOnly({ children, ...rest }: BoxProps) {
  if (useViewportLayout() === 'desktop') return null;
  return <Box hideFrom="lg" { ...rest }>{ children }</Box>;
}

/** A list table with the house style: small header, dividers, no zebra. */
export function ListTable({ children, minW = '900px', testId }: { children: React.ReactNode; minW?: string; testId?: string }) {
  return (
    <Box overflowX="auto">
      <Table.Root size="sm" minW={ minW } bg="transparent" data-testid={ testId } css={{ '& td, & th': { borderColor: 'border.divider' } }}>
        { children }
      </Table.Root>
    </Box>
  );
}

interface ListItemsLayoutProps {
  /** The header cells ({@link ListTh}) of the desktop table. */
  head: React.ReactNode;
  /** The desktop table's rows. */
  rows: React.ReactNode;
  /** The mobile list's {@link ListCard}s. */
  cards: React.ReactNode;
  minW?: string;
  tableTestId?: string;
  cardsTestId?: string;
}

/** The two layouts of a list's items: a {@link ListTable} on desktop, {@link ListCards} on mobile. */
export function ListItemsLayout({ head, rows, cards, minW, tableTestId, cardsTestId }: ListItemsLayoutProps) {
  return (
    <>
      <DesktopOnly>
        <ListTable testId={ tableTestId } minW={ minW }>
          <Table.Header>
            <Table.Row>{ head }</Table.Row>
          </Table.Header>
          <Table.Body>{ rows }</Table.Body>
        </ListTable>
      </DesktopOnly>
      <MobileOnly>
        <ListCards testId={ cardsTestId }>{ cards }</ListCards>
      </MobileOnly>
    </>
  );
}

/** A header cell; `isNumeric` right-aligns amounts. */
export function ListTh({ children, isNumeric, w }: { children?: React.ReactNode; isNumeric?: boolean; w?: string }) {
  return (
    <Table.ColumnHeader textAlign={ isNumeric ? 'end' : 'start' } w={ w } color="text.secondary" fontWeight={ 600 } fontSize="xs"
      textTransform="none" py="2.5" bg="bg.sidebar">
      { children }
    </Table.ColumnHeader>
  );
}

export function ListTd({ children, isNumeric, ...rest }: { children?: React.ReactNode; isNumeric?: boolean } & Table.CellProps) {
  return <Table.Cell textAlign={ isNumeric ? 'end' : 'start' } verticalAlign="top" py="3" { ...rest }>{ children }</Table.Cell>;
}

/** One item of the mobile list: label/value rows stacked in a bordered block. */
export function ListCard({ children, testId }: { children: React.ReactNode; testId?: string }) {
  return (
    <Box as="li" listStyleType="none" borderBottomWidth="1px" borderColor="border.divider" py="4" display="flex" flexDirection="column"
      gap="2" fontSize="sm" data-testid={ testId }>
      { children }
    </Box>
  );
}

export function ListCards({ children, testId }: { children: React.ReactNode; testId?: string }) {
  return <Box as="ul" m="0" p="0" borderTopWidth="1px" borderColor="border.divider" data-testid={ testId }>{ children }</Box>;
}

/** A "label: value" row inside a {@link ListCard}. */
export function ListCardRow({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <Box display="flex" gap="3" alignItems="baseline" minW="0">
      <Box as="span" color="text.secondary" flexShrink={ 0 } minW="88px">{ label }</Box>
      <Box as="span" minW="0" overflow="hidden">{ children }</Box>
    </Box>
  );
}
