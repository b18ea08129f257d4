/**
 * The QR code button of the address header: a dialog with the code of the full hash, for
 * wallets that scan an address. The code is drawn on a white square in both colour modes,
 * because scanners need dark modules on a light background.
 */
import { Box, IconButton, Skeleton, Text } from '@chakra-ui/react';
import React from 'react';

import AppDialog from 'ui/shared/AppDialog';

import { buildQrCode } from './qrPath';

const QR_SIZE_PX = 240;

function QrImage({ hash }: { hash: string }) {
  const [ code, setCode ] = React.useState<{ path: string; size: number } | null>(null);
  const [ failed, setFailed ] = React.useState(false);

  React.useEffect(() => {
    let isCurrent = true;
    buildQrCode(hash).then(
      (result) => isCurrent && setCode(result),
      () => isCurrent && setFailed(true),
    );
    return () => {
      isCurrent = false;
    };
  }, [ hash ]);

  if (failed) return <Text color="text.secondary" role="alert">The QR code could not be drawn.</Text>;
  if (!code) return <Skeleton w={ `${ QR_SIZE_PX }px` } h={ `${ QR_SIZE_PX }px` } mx="auto" data-testid="address-qr-skeleton"/>;
  return (
    <Box bg="white" borderRadius="md" p="2" w="fit-content" mx="auto">
      <svg role="img" aria-label={ `QR code of ${ hash }` } width={ QR_SIZE_PX } height={ QR_SIZE_PX } viewBox={ `0 0 ${ code.size } ${ code.size }` }
        shapeRendering="crispEdges" data-testid="address-qr-image">
        <rect width={ code.size } height={ code.size } fill="#fff"/>
        <path d={ code.path } fill="#000"/>
      </svg>
    </Box>
  );
}

function QrIcon() {
  return (
    <svg width="1em" height="1em" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
      <path d="M4 4h6v6H4zM14 4h6v6h-6zM4 14h6v6H4zM14 14h2v2h-2zM18 18h2v2h-2zM14 18h2M18 14h2"/>
    </svg>
  );
}

export default function AddressQrCode({ hash }: { hash: string }) {
  return (
    <AppDialog title="Address QR code" testId="address-qr-dialog" size="sm" bodyProps={{ pb: '6' }} trigger={ (
      <IconButton aria-label="Show QR code" title="Show QR code" variant="ghost" size="2xs" color="fg.muted" _hover={{ color: 'fg' }}
        data-testid="address-qr-button">
        <QrIcon/>
      </IconButton>
    ) }>
      <QrImage hash={ hash }/>
      <Text mt="4" fontFamily="mono" fontSize="sm" textAlign="center" wordBreak="break-all">{ hash }</Text>
    </AppDialog>
  );
}
