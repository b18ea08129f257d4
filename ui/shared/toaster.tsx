/**
 * App-wide toasts: top-right, closable, at most 400px wide, 5000 ms by default (spec §9).
 * Call `toaster.create({ title, description, type })` from anywhere; `<Toaster />` is mounted
 * once in `_app`.
 */
import { Toast, Toaster as ChakraToaster, Portal, Stack, createToaster } from '@chakra-ui/react';
import React from 'react';

export const TOAST_DURATION_MS = 5000;
export const TOAST_MAX_WIDTH = '400px';

export const toaster = createToaster({
  placement: 'top-end',
  duration: TOAST_DURATION_MS,
  pauseOnPageIdle: true,
});

export default function Toaster() {
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
