/**
 * The label/value grid of details pages (block, transaction, address, token): labels in a
 * fixed column on desktop, stacked above their values on mobile.
 */
import { Box, Grid, Skeleton } from '@chakra-ui/react';
import React from 'react';

export function DetailsGrid({ children, testId }: { children: React.ReactNode; testId?: string }) {
  return (
    <Grid templateColumns={{ base: 'minmax(0, 1fr)', lg: '220px minmax(0, 1fr)' }} columnGap="6" rowGap={{ base: '1', lg: '3' }}
      borderWidth="1px" borderColor="border.divider" borderRadius="xl" bg="bg.card" p={{ base: '4', lg: '6' }} data-testid={ testId }>
      { children }
    </Grid>
  );
}

interface ItemProps {
  label: string;
  /** Short explanation, shown on hover of the label. */
  hint?: string;
  isLoading?: boolean;
  children: React.ReactNode;
  /** Used by tests and by links to a field (`#gas`). */
  id?: string;
}

export function DetailsInfoItem({ label, hint, isLoading, children, id }: ItemProps) {
  return (
    <>
      <Box color="text.secondary" fontSize="sm" fontWeight={ 500 } pt={{ base: '3', lg: '0.5' }} title={ hint }>
        { label }
      </Box>
      <Box minW="0" fontSize="sm" lineHeight="tall" wordBreak="break-word" data-testid={ id ? `details-${ id }` : undefined }>
        { isLoading ? <Skeleton h="20px" w="240px" maxW="100%"/> : children }
      </Box>
    </>
  );
}

/** A line across both columns, between groups of fields. */
export function DetailsDivider() {
  return <Box gridColumn="1 / -1" borderTopWidth="1px" borderColor="border.divider" my="2"/>;
}
