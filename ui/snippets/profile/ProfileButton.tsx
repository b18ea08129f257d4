import { chakra, Skeleton } from '@chakra-ui/react';
import React from 'react';

import config from 'configs/app';
import OpenOnFirstUse from 'ui/shared/OpenOnFirstUse';

import SignInAvatar from './SignInAvatar';
import UserAvatar from './UserAvatar';
import useProfileQuery from './useProfileQuery';

/** The popover's code loads when the visitor points at the avatar; the first click mounts it open. */
const loadPopover = () => import('./ProfileMenuPopover');
const ProfileMenuPopover = React.lazy(loadPopover);

/**
 * The header avatar. Without a session it links to login and opens the sign-in dialog; with a
 * loaded profile it opens the account popover. Nothing shows when the account feature is off.
 */
export default function ProfileButton() {
  const profileQuery = useProfileQuery();

  if (!config.features.account.isEnabled) {
    return null;
  }
  if (profileQuery.isLoading) {
    return <Skeleton boxSize="32px" borderRadius="full"/>;
  }
  const profile = profileQuery.data;
  if (!profile) {
    return <SignInAvatar/>;
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
