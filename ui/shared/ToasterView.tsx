import { Toast, Toaster as ChakraToaster, Portal, Stack } from '@chakra-ui/react';
import React from 'react';

import { TOAST_MAX_WIDTH, toaster } from './toaster';

/** The toasts on screen (loaded with the first toast, see ./toaster.tsx). */
export default function ToasterView() {
  return (
    <Portal>
      <ChakraToaster toaster={ toaster } insetInline={{ mdDown: '4' }}>
        { (toast) => (
          <Toast.Root maxWidth={ TOAST_MAX_WIDTH } width={{ base: 'calc(100vw - 32px)', md: TOAST_MAX_WIDTH }}>
            <Toast.Indicator/>
            <Stack gap="1" flex="1" maxWidth="100%">
              { toast.title && <Toast.Title>{ toast.title }</Toast.Title> }
              { toast.description && <Toast.Description>{ toast.description }</Toast.Description> }
            </Stack>
            <Toast.CloseTrigger aria-label="Close"/>
          </Toast.Root>
        ) }
      </ChakraToaster>
    </Portal>
  );
}
