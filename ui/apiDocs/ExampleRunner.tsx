/**
 * A "Run" button for one API example and the answer it got, shown as JSON text (the
 * answer carries chain data: untrusted, so never rendered as HTML).
 */
import { Box, Button, Flex, Text } from '@chakra-ui/react';
import React from 'react';

import { ResourceError } from 'lib/api/ResourceError';

interface Outcome {
  status: 'ok' | 'error';
  /** HTTP status where one arrived. */
  httpStatus?: number;
  text: string;
}

function describeFailure(error: unknown): Outcome {
  if (error instanceof ResourceError) {
    const text = error.payload === undefined ? error.message : JSON.stringify(error.payload, null, 2);
    return { status: 'error', httpStatus: error.status || undefined, text };
  }
  return { status: 'error', text: error instanceof Error ? error.message : String(error) };
}

export interface ExampleRunnerProps {
  /** Calls the API and resolves with the parsed answer. */
  run: (signal: AbortSignal) => Promise<unknown>;
  testId: string;
}

export default function ExampleRunner({ run, testId }: ExampleRunnerProps) {
  const [ outcome, setOutcome ] = React.useState<Outcome>();
  const [ isRunning, setIsRunning ] = React.useState(false);
  const controller = React.useRef<AbortController | null>(null);
  React.useEffect(() => () => controller.current?.abort(), []);

  const onRun = React.useCallback(async() => {
    controller.current?.abort();
    const current = new AbortController();
    controller.current = current;
    setIsRunning(true);
    try {
      const answer = await run(current.signal);
      if (!current.signal.aborted) setOutcome({ status: 'ok', httpStatus: 200, text: JSON.stringify(answer, null, 2) });
    } catch (error) {
      if (!current.signal.aborted) setOutcome(describeFailure(error));
    } finally {
      if (!current.signal.aborted) setIsRunning(false);
    }
  }, [ run ]);

  return (
    <Box data-testid={ testId }>
      <Flex align="center" gap="3">
        <Button size="xs" onClick={ onRun } loading={ isRunning } data-testid={ `${ testId }-run` }>Run</Button>
        { outcome && (
          <Text as="span" fontSize="sm" color={ outcome.status === 'ok' ? 'text.secondary' : 'red.500' } data-testid={ `${ testId }-status` }>
            { outcome.httpStatus ? `HTTP ${ outcome.httpStatus }` : 'Failed' }
          </Text>
        ) }
      </Flex>
      { outcome && (
        <Box as="pre" mt="2" p="3" maxH="320px" overflow="auto" fontSize="xs" fontFamily="mono" whiteSpace="pre-wrap" wordBreak="break-all"
          bg="bg.sidebar" borderRadius="md" data-testid={ `${ testId }-result` }>
          { outcome.text }
        </Box>
      ) }
    </Box>
  );
}
