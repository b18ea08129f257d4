import { Box, chakra } from '@chakra-ui/react';
import React from 'react';

import NavIcon from 'ui/shared/icons/NavIcon';

import { makeIdenticon } from './identicon';

interface Props {
  src?: string | null;
  email?: string | null;
  size?: string;
}

function IdenticonImage({ seed, size }: { seed: string; size: string }) {
  const { color, cells } = React.useMemo(() => makeIdenticon(seed), [ seed ]);
  return (
    <chakra.svg viewBox="0 0 5 5" boxSize={ size } borderRadius="full" bg="bg.sidebar" shapeRendering="crispEdges" data-testid="identicon">
      { cells.map(([ x, y ]) => <rect key={ `${ x }-${ y }` } x={ x } y={ y } width="1" height="1" fill={ color }/>) }
    </chakra.svg>
  );
}

/**
 * The user's picture; if it is missing or fails to load, an identicon from the email, else a
 * placeholder silhouette.
 */
export default function UserAvatar({ src, email, size = '32px' }: Props) {
  const [ failedSrc, setFailedSrc ] = React.useState<string | null>(null);
  const handleError = React.useCallback(() => setFailedSrc(src ?? null), [ src ]);

  if (src && failedSrc !== src) {
    return <chakra.img src={ src } alt="" boxSize={ size } borderRadius="full" objectFit="cover" onError={ handleError } referrerPolicy="no-referrer"/>;
  }
  if (email) {
    return <IdenticonImage seed={ email } size={ size }/>;
  }
  return (
    <Box boxSize={ size } borderRadius="full" bg="bg.active" color="brand.fg" display="flex" alignItems="center" justifyContent="center" data-testid="avatar-placeholder">
      <NavIcon name="profile" boxSize="60%"/>
    </Box>
  );
}
