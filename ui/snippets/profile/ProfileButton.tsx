import { chakra, Skeleton } from '@chakra-ui/react';
import { useRouter } from 'next/router';
import React from 'react';

import config from 'configs/app';
import OpenOnFirstUse from 'ui/shared/OpenOnFirstUse';

import UserAvatar from './UserAvatar';
import { getLoginUrl } from './loginUrl';
import useProfileQuery from './useProfileQuery';

/** The popover's code loads when the visitor points at the avatar; the first click mounts it open. */
const loadPopover = () => import('./ProfileMenuPopover');
const ProfileMenuPopover = React.lazy(loadPopover);

/**
 * The header avatar. Without a session it links to login; with a loaded profile it opens the
 * account popover. Nothing shows when the account feature is off.
 */
export default function ProfileButton() {
  const router = useRouter();
  const profileQuery = useProfileQuery();

  if (!config.features.account.isEnabled) {
    return null;
  }
  if (profileQuery.isLoading) {
    return <Skeleton boxSize="32px" borderRadius="full"/>;
  }
  const profile = profileQuery.data;
  if (!profile) {
    return (
      <chakra.a href={ getLoginUrl(router.asPath) } aria-label="Log in" display="inline-flex" borderRadius="full" data-testid="login-link">
        <UserAvatar/>
      </chakra.a>
    );
  }

  return (
    <OpenOnFirstUse
      preload={ loadPopover }
      trigger={ (handlers) => (
        <chakra.button type="button" aria-label="Account menu" aria-haspopup="dialog" aria-expanded={ false } borderRadius="full"
          cursor="pointer" { ...handlers }>
          <UserAvatar src={ profile.avatar } email={ profile.email }/>
        </chakra.button>
      ) }
    >
      <ProfileMenuPopover profile={ profile }/>
    </OpenOnFirstUse>
  );
}
