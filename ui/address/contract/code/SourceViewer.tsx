/**
 * Read-only source viewer: line numbers and token colours, every piece of source a React text
 * node (never HTML). Bidi controls are drawn as visible `U+202E` marks in place of the
 * character itself, so the code reads in the order the compiler sees it, and the file gets a
 * warning above it. Loaded with the Code tab only (see ContractCode).
 */
import { Alert, Box } from '@chakra-ui/react';
import React from 'react';

import { codePointLabel, hasBidiControls, tokenizeLines, type Token, type TokenKind } from './solidityTokens';

/** Token colours (theme tokens); with {@link LINE_NUMBER_COLOR} each reads at 4.5:1 on the viewer (theme/codeColors.test.ts). */
export const COLORS: Record<Exclude<TokenKind, 'bidi'>, string | undefined> = {
  comment: 'code.comment',
  string: 'code.string',
  keyword: 'code.keyword',
  type: 'code.type',
  number: 'code.number',
  plain: undefined,
};

export const LINE_NUMBER_COLOR = 'code.lineNumber';

function TokenSpan({ token }: { token: Token }) {
  if (token.kind === 'bidi') {
    const label = codePointLabel(token.text);
    return (
      <Box as="mark" bg="red.100" color="red.700" borderRadius="sm" px="0.5" title={ `Bidirectional control character ${ label }` }
        data-testid="bidi-char">
        { label }
      </Box>
    );
  }
  const color = COLORS[token.kind];
  return color ? <Box as="span" color={ color }>{ token.text }</Box> : <>{ token.text }</>;
}

interface Props {
  source: string;
  fileName: string;
}

export default function SourceViewer({ source, fileName }: Props) {
  const lines = React.useMemo(() => tokenizeLines(source), [ source ]);
  const hasBidi = React.useMemo(() => hasBidiControls(source), [ source ]);

  return (
    <Box data-testid="source-viewer">
      { hasBidi && (
        <Alert.Root status="warning" size="sm" mb="2" data-testid="bidi-warning">
          <Alert.Indicator/>
          <Alert.Title>
            This file contains bidirectional Unicode characters, which can make code read differently from how it runs.
            They are shown as marked code points.
          </Alert.Title>
        </Alert.Root>
      ) }
      <Box as="pre" aria-label={ `Source of ${ fileName }` } fontFamily="mono" fontSize="xs" lineHeight="1.6" overflow="auto" maxH="600px"
        borderWidth="1px" borderColor="border.divider" borderRadius="md" bg="bg.sidebar" py="2" m="0"
        // Reading order stays left to right whatever the text holds.
        css={{ unicodeBidi: 'isolate', direction: 'ltr' }}>
        <Box as="code" display="block">
          { lines.map((line, index) => (
            <Box key={ index } display="flex" minW="fit-content">
              <Box as="span" aria-hidden userSelect="none" color={ LINE_NUMBER_COLOR } textAlign="right" minW="3.5em" pr="3" flexShrink={ 0 }>
                { index + 1 }
              </Box>
              <Box as="span" whiteSpace="pre" pr="3">
                { line.map((token, tokenIndex) => <TokenSpan key={ tokenIndex } token={ token }/>) }
                { line.length === 0 && ' ' }
              </Box>
            </Box>
          )) }
        </Box>
      </Box>
    </Box>
  );
}
