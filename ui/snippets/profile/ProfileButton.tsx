import { chakra, Popover, Portal, Skeleton } from '@chakra-ui/react';
import { useRouter } from 'next/router';
import React from 'react';

import config from 'configs/app';

import ProfileMenuContent from './ProfileMenuContent';
import UserAvatar from './UserAvatar';
import { getLoginUrl } from './loginUrl';
import useProfileQuery from './useProfileQuery';

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
    <Popover.Root positioning={{ placement: 'bottom-end' }} lazyMount unmountOnExit>
      <Popover.Trigger asChild>
        <chakra.button type="button" aria-label="Account menu" borderRadius="full" cursor="pointer">
          <UserAvatar src={ profile.avatar } email={ profile.email }/>
        </chakra.button>
      </Popover.Trigger>
      <Portal>
        <Popover.Positioner>
          <Popover.Content w="280px" borderRadius="xl" bg="bg.card">
            <Popover.Body p="4">
              <ProfileMenuContent profile={ profile }/>
            </Popover.Body>
          </Popover.Content>
        </Popover.Positioner>
      </Portal>
    </Popover.Root>
  );
}
