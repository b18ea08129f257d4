/**
 * The frame every dialog of the explorer shares: centred on a backdrop in a portal, the
 * card background, a title, a close button in the corner, and body and footer in between.
 * Open while mounted when it has `onClose` (Escape, the backdrop and the close button call
 * it); opened by its `trigger` otherwise. With `onSubmit` the header, body and footer are
 * one form, so the footer's submit button and Enter in a field send it.
 */
import { chakra, CloseButton, Dialog, Portal, type HTMLChakraProps } from '@chakra-ui/react';
import React from 'react';

interface Props {
  title: React.ReactNode;
  /** Under the title, e.g. what a chart shows. */
  subtitle?: React.ReactNode;
  testId: string;
  size?: Dialog.RootProps['size'];
  onClose?: () => void;
  trigger?: React.ReactElement;
  onSubmit?: (event: React.FormEvent<HTMLFormElement>) => void;
  footer?: React.ReactNode;
  bodyProps?: HTMLChakraProps<'div'>;
  children: React.ReactNode;
}

export default function AppDialog({ title, subtitle, testId, size = 'md', onClose, trigger, onSubmit, footer, bodyProps, children }: Props) {
  const handleOpenChange = React.useCallback(({ open }: { open: boolean }) => {
    if (!open) onClose?.();
  }, [ onClose ]);

  const sections = (
    <>
      <Dialog.Header pe="14" display="block">
        <Dialog.Title fontSize="lg" overflowWrap="anywhere">{ title }</Dialog.Title>
        { subtitle }
      </Dialog.Header>
      <Dialog.Body { ...bodyProps }>{ children }</Dialog.Body>
      { footer && <Dialog.Footer>{ footer }</Dialog.Footer> }
    </>
  );

  return (
    <Dialog.Root { ...(onClose ? { open: true, onOpenChange: handleOpenChange } : {}) } placement="center" size={ size } lazyMount unmountOnExit>
      { trigger && <Dialog.Trigger asChild>{ trigger }</Dialog.Trigger> }
      <Portal>
        <Dialog.Backdrop/>
        <Dialog.Positioner>
          <Dialog.Content bg="bg.card" data-testid={ testId }>
            { onSubmit ? <chakra.form onSubmit={ onSubmit } noValidate display="contents">{ sections }</chakra.form> : sections }
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="Close"/>
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
