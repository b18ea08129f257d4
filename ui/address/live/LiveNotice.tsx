/** "3 new transactions" above a live list, with a button that brings them in. */
import { Button, Flex, Text } from '@chakra-ui/react';
import React from 'react';

interface Props {
  count: number;
  /** Singular noun, e.g. "transaction". */
  noun: string;
  onShow: () => void;
}

export default function LiveNotice({ count, noun, onShow }: Props) {
  if (count === 0) return null;
  return (
    <Flex role="status" align="center" justify="center" gap="2" mb="3" py="2" px="3" borderRadius="md" bg="bg.hover" fontSize="sm"
      data-testid="live-notice">
      <Text as="span">{ count } new { count === 1 ? noun : `${ noun }s` }</Text>
      <Button size="xs" variant="outline" onClick={ onShow }>Show</Button>
    </Flex>
  );
}
