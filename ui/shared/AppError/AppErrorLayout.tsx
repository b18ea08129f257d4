/**
 * Common frame of every error screen: illustration, heading, explanatory content and action
 * buttons, centred and at most 800px wide (spec §2 "Error screens").
 */
import { Flex, Heading } from '@chakra-ui/react';
import React from 'react';

export interface AppErrorLayoutProps {
  /** Picture of the status, see `illustrations/`. */
  illustration: React.ReactNode;
  title: string;
  /** Body text or any extra content under the heading. */
  children?: React.ReactNode;
  /** Buttons shown at the bottom, usually a single `AppErrorButton`. */
  actions: React.ReactNode;
  /** Marks the screen for tests and analytics, e.g. "404" or "tx_not_found". */
  kind: string;
}

/** Layout shared by the error screens. */
export default function AppErrorLayout({ illustration, title, children, actions, kind }: AppErrorLayoutProps) {
  return (
    <Flex
      as="section"
      data-testid="app-error"
      data-error-kind={ kind }
      direction="column"
      align="center"
      textAlign="center"
      w="100%"
      maxW="800px"
      mx="auto"
      px={{ base: 4, lg: 0 }}
      py={{ base: 8, lg: 16 }}
    >
      { illustration }
      <Heading as="h1" size={{ base: '2xl', lg: '3xl' }} fontWeight="semibold" mt={{ base: 6, lg: 10 }}>
        { title }
      </Heading>
      { children && (
        <Flex direction="column" align="center" gap={ 4 } mt={ 3 } color="text.secondary" fontSize="md" maxW="640px">
          { children }
        </Flex>
      ) }
      <Flex mt={ 8 } gap={ 3 } wrap="wrap" justify="center">
        { actions }
      </Flex>
    </Flex>
  );
}
