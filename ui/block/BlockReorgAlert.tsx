/**
 * Notice on the page of a block that lost consensus: the spec's reorg wording, and a link to
 * the block that holds its height on the chain now.
 */
import { Box, Link, Text } from '@chakra-ui/react';
import NextLink from 'next/link';
import React from 'react';

import { BLOCK_CONSENSUS_TITLE } from 'ui/shared/AppError/AppErrorBlockConsensus';

export default function BlockReorgAlert({ height }: { height: number }) {
  return (
    <Box role="status" borderWidth="1px" borderColor="orange.300" bg="orange.subtle" borderRadius="lg" px="4" py="3" mb="6" fontSize="sm"
      data-testid="block-reorg-alert">
      <Text fontWeight={ 600 }>{ BLOCK_CONSENSUS_TITLE }</Text>
      <Text mt="1">
        This block lost consensus and is not part of the chain.{ ' ' }
        <Link asChild color="text.link" _hover={{ color: 'text.linkHover' }}>
          <NextLink href={ `/block/${ height }` }>View block { height } on the chain</NextLink>
        </Link>
      </Text>
    </Box>
  );
}
