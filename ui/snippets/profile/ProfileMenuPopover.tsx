import { chakra, Popover, Portal } from '@chakra-ui/react';
import React from 'react';

import type { UserInfo } from 'types/api/account';

import ProfileMenuContent from './ProfileMenuContent';
import UserAvatar from './UserAvatar';

/** The signed-in header avatar with the account popover; mounted open by the first click (ProfileButton). */
export default function ProfileMenuPopover({ profile }: { profile: UserInfo }) {
  return (
    <Popover.Root positioning={{ placement: 'bottom-end' }} lazyMount unmountOnExit defaultOpen>
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
