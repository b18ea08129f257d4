/** The details grid while the block loads (client-side navigation; the server sends data). */
import React from 'react';

import { DetailsDivider, DetailsGrid, DetailsInfoItem } from 'ui/shared/details/DetailsInfoItem';

const GROUPS = [
  [ 'Block height', 'Timestamp', 'Transactions', 'Validated by', 'Block reward', 'Size' ],
  [ 'Gas used', 'Gas limit', 'Base fee per gas', 'Burnt fees' ],
  [ 'Hash', 'Parent hash', 'Nonce' ],
];

export default function BlockDetailsSkeleton() {
  return (
    <DetailsGrid testId="block-details-skeleton">
      { GROUPS.map((labels, index) => (
        <React.Fragment key={ labels[0] }>
          { index > 0 && <DetailsDivider/> }
          { labels.map((label) => <DetailsInfoItem key={ label } label={ label } isLoading>{ null }</DetailsInfoItem>) }
        </React.Fragment>
      )) }
    </DetailsGrid>
  );
}
