/**
 * The picture (or looping video) of an NFT. Metadata links are untrusted, so media is only
 * ever an `<img>` or a muted `<video>`, never markup: inline SVG or HTML from metadata is not
 * put in the page, and links of other schemes are dropped (see `mediaUrl.ts`). A missing or
 * broken picture leaves a neutral placeholder of the same size.
 */
import { Center, chakra, Image, Text } from '@chakra-ui/react';
import React from 'react';

import { safeImageSrc, safeVideoSrc } from './mediaUrl';

export type NftMediaSize = 'sm' | 'md' | 'lg';

export interface NftMediaProps {
  /** `image_url` of the instance (or its metadata's `image`, see `instanceMedia`). */
  imageUrl?: string | null;
  /** `animation_url`; shown as a video only when it is one. */
  animationUrl?: string | null;
  /** Media type of the animation if the API knows it (`media_type`). */
  animationType?: string | null;
  /** What the picture shows, e.g. the NFT's name; rendered as an attribute, never as markup. */
  alt: string;
  /** `sm`: a 40px thumbnail for table rows; `md`: fills a grid card; `lg`: the instance page. */
  size?: NftMediaSize;
  testId?: string;
}

/** Intrinsic size given to the browser (no layout shift); CSS scales the box. */
const PIXELS: Record<NftMediaSize, number> = { sm: 40, md: 250, lg: 500 };

/**
 * A picture this small is pixel art (8-bit avatars, 24×24 punks): blown up with smoothing
 * it turns to mush, so it is scaled with hard pixel edges instead.
 */
export const PIXEL_ART_MAX_SIZE = 128;

/** Marks an image loaded at pixel-art size, so its scaling keeps the pixels sharp. */
function markPixelArt(event: React.SyntheticEvent<HTMLImageElement>) {
  const image = event.currentTarget;
  const isSmall = image.naturalWidth > 0 && image.naturalWidth <= PIXEL_ART_MAX_SIZE && image.naturalHeight <= PIXEL_ART_MAX_SIZE;
  image.style.imageRendering = isSmall ? 'pixelated' : '';
}

interface Failures { key: string; image: boolean; video: boolean }

function boxProps(size: NftMediaSize) {
  if (size === 'sm') return { w: '40px', h: '40px', borderRadius: 'md' } as const;
  return { w: '100%', maxW: size === 'lg' ? '480px' : undefined, aspectRatio: 1, borderRadius: size === 'lg' ? 'xl' : 'lg' } as const;
}

function Placeholder({ size, alt, testId }: { size: NftMediaSize; alt: string; testId: string }) {
  return (
    <Center { ...boxProps(size) } bg="bg.hover" color="text.secondary" role="img" aria-label={ alt } flexShrink={ 0 } overflow="hidden"
      data-testid={ `${ testId }-placeholder` }>
      { size !== 'sm' && <Text fontSize={ size === 'lg' ? 'sm' : 'xs' } px="2" textAlign="center" aria-hidden>No image</Text> }
    </Center>
  );
}

export default function NftMedia({ imageUrl, animationUrl, animationType, alt, size = 'md', testId }: NftMediaProps) {
  const imageSrc = safeImageSrc(imageUrl);
  const videoSrc = safeVideoSrc(animationUrl, animationType);
  // Reset the failure flags whenever the links change (another instance in the same slot).
  const sourcesKey = `${ imageSrc ?? '' }|${ videoSrc ?? '' }`;
  const [ failed, setFailed ] = React.useState<Failures>({ key: sourcesKey, image: false, video: false });
  const state = failed.key === sourcesKey ? failed : { key: sourcesKey, image: false, video: false };
  const markFailed = React.useCallback((kind: 'image' | 'video') => setFailed((prev) => {
    const base = prev.key === sourcesKey ? prev : { key: sourcesKey, image: false, video: false };
    return { ...base, [kind]: true };
  }), [ sourcesKey ]);
  const onImageError = React.useCallback(() => markFailed('image'), [ markFailed ]);
  const onVideoError = React.useCallback(() => markFailed('video'), [ markFailed ]);

  const pixels = PIXELS[size];
  const id = testId ?? 'nft-media';

  if (videoSrc && !state.video) {
    return (
      <chakra.video { ...boxProps(size) } src={ videoSrc } poster={ imageSrc && !state.image ? imageSrc : undefined }
        aria-label={ alt } title={ alt } muted loop playsInline autoPlay preload="metadata" objectFit="contain" bg="bg.hover" flexShrink={ 0 }
        onError={ onVideoError } data-testid={ `${ id }-video` }/>
    );
  }
  if (imageSrc && !state.image) {
    return (
      <Image { ...boxProps(size) } src={ imageSrc } alt={ alt } htmlWidth={ pixels } htmlHeight={ pixels } objectFit="contain" bg="bg.hover"
        loading={ size === 'lg' ? 'eager' : 'lazy' } decoding="async" referrerPolicy="no-referrer" flexShrink={ 0 }
        onError={ onImageError } onLoad={ markPixelArt } data-testid={ `${ id }-image` }/>
    );
  }
  return <Placeholder size={ size } alt={ alt } testId={ id }/>;
}
