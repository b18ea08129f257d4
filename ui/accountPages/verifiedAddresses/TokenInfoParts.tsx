/**
 * The token-info parts of a verified address's row: its review status and the button to add
 * or edit it. Token info is for tokens only, so a verified contract that is no token gets
 * neither, only "Not a token".
 */
import { Badge, Box, Button, Skeleton, Text } from '@chakra-ui/react';
import React from 'react';

import { getResourceErrorStatus } from 'lib/api/ResourceError';
import { useApiQuery } from 'lib/api/useApiQuery';
import type { TokenInfoSubmission } from 'types/api/admin';
import type { VerifiedAddress } from 'types/api/contractInfo';

const STATUS_COLORS: Record<string, string> = { APPROVED: 'green', REJECTED: 'red', UPDATE_REQUIRED: 'orange', IN_PROCESS: 'gray' };
const STATUS_TEXT: Record<string, string> = { APPROVED: 'Approved', REJECTED: 'Rejected', UPDATE_REQUIRED: 'Update required', IN_PROCESS: 'In review' };

/**
 * Whether the address is a token; undefined while that is being asked. The list's metadata
 * names indexed tokens, but a token without name and symbol looks like any contract there,
 * so for those the token endpoint answers (404: no token).
 */
function useIsToken(item: VerifiedAddress): boolean | undefined {
  const isNamed = Boolean(item.metadata.tokenName || item.metadata.tokenSymbol);
  const query = useApiQuery('general:token', {
    pathParams: { hash: item.contractAddress }, queryOptions: { enabled: !isNamed, retry: false, staleTime: Infinity },
  });
  if (isNamed || query.isSuccess) return true;
  if (query.isError) return getResourceErrorStatus(query.error) !== 404;
  return undefined;
}

export function TokenInfoStatus({ item, submission }: { item: VerifiedAddress; submission: TokenInfoSubmission | undefined }) {
  const isToken = useIsToken(item);
  if (submission) {
    return (
      <Box>
        <Badge colorPalette={ STATUS_COLORS[submission.status] ?? 'gray' } data-testid="token-info-status">{ STATUS_TEXT[submission.status] ?? submission.status }</Badge>
        { submission.adminComments && <Text fontSize="xs" color="text.secondary" mt="1">{ submission.adminComments }</Text> }
      </Box>
    );
  }
  if (isToken === undefined) return <Skeleton h="5" w="100px"/>;
  return <Text color="text.secondary">{ isToken ? 'Not submitted' : 'Not a token' }</Text>;
}

export function TokenInfoButton({ item, submission, onEdit }: {
  item: VerifiedAddress;
  submission: TokenInfoSubmission | undefined;
  onEdit: () => void;
}) {
  const isToken = useIsToken(item);
  // A submission was made for a token: it stays editable whatever the lookup says.
  if (!submission && !isToken) return isToken === undefined ? <Skeleton h="6" w="100px"/> : null;
  return <Button size="xs" variant="ghost" onClick={ onEdit }>{ submission ? 'Edit token info' : 'Add token info' }</Button>;
}
