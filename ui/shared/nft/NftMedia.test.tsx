import { ChakraProvider } from '@chakra-ui/react';
import { fireEvent, render, screen } from '@testing-library/react';
import React from 'react';

import system from 'theme';

import { instanceMedia, safeImageSrc, safeRemoteUrl, safeVideoSrc } from './mediaUrl';
import NftMedia from './NftMedia';

const renderIn = (ui: React.ReactElement) => render(<ChakraProvider value={ system }>{ ui }</ChakraProvider>);

const SVG_DATA = 'data:image/svg+xml;base64,PHN2ZyB4bWxucz0iaHR0cDovL3d3dy53My5vcmcvMjAwMC9zdmciLz4=';
const HOSTILE_NAME = '<img src=x onerror=alert(1)>';

describe('NftMedia', () => {
  it('shows an http picture as a lazy, sized <img> with its alt text', () => {
    const { container } = renderIn(<NftMedia imageUrl="http://127.0.0.1:8651/images/57.png" alt="QNM Glyph #57"/>);
    const img = screen.getByRole('img', { name: 'QNM Glyph #57' });
    expect(img.tagName).toBe('IMG');
    expect(img.getAttribute('src')).toBe('http://127.0.0.1:8651/images/57.png');
    expect(img.getAttribute('loading')).toBe('lazy');
    expect(img.getAttribute('width')).toBe('250');
    expect(container.querySelectorAll('img')).toHaveLength(1);
  });

  it('keeps the pixels of small pixel-art pictures sharp when scaled up, and smooths large ones', () => {
    renderIn(<NftMedia imageUrl="http://127.0.0.1:8651/images/punk.png" alt="Punk" size="lg"/>);
    const img = screen.getByRole('img', { name: 'Punk' }) as HTMLImageElement;
    Object.defineProperty(img, 'naturalWidth', { value: 24, configurable: true });
    Object.defineProperty(img, 'naturalHeight', { value: 24, configurable: true });
    fireEvent.load(img);
    expect(img.style.imageRendering).toBe('pixelated');
    Object.defineProperty(img, 'naturalWidth', { value: 1024, configurable: true });
    Object.defineProperty(img, 'naturalHeight', { value: 1024, configurable: true });
    fireEvent.load(img);
    expect(img.style.imageRendering).toBe('');
  });

  it('shows an inline SVG picture only as an <img> source, never as markup', () => {
    const { container } = renderIn(<NftMedia imageUrl={ SVG_DATA } alt="Glyph" size="lg"/>);
    expect(container.querySelector('img')?.getAttribute('src')).toBe(SVG_DATA);
    expect(container.querySelector('svg')).toBeNull();
  });

  it('keeps a hostile name as alt text and rejects a javascript: link', () => {
    const { container } = renderIn(<NftMedia imageUrl="javascript:alert(1)" animationUrl="javascript:alert(2)" alt={ HOSTILE_NAME }/>);
    expect(container.querySelector('img')).toBeNull();
    expect(container.querySelector('video')).toBeNull();
    // The placeholder carries the name as an accessible label: text, no element built from it.
    expect(screen.getByRole('img', { name: HOSTILE_NAME }).getAttribute('data-testid')).toBe('nft-media-placeholder');
    expect(container.innerHTML).not.toContain('<img src="x"');
  });

  it('rejects data: links that are not pictures', () => {
    const { container } = renderIn(<NftMedia imageUrl="data:text/html,<script>alert(1)</script>" alt="x"/>);
    expect(container.querySelector('img')).toBeNull();
    expect(screen.getByTestId('nft-media-placeholder')).toBeTruthy();
  });

  it('falls back to the placeholder when the picture fails to load', () => {
    renderIn(<NftMedia imageUrl="https://example.org/missing.png" alt="Broken"/>);
    fireEvent.error(screen.getByRole('img', { name: 'Broken' }));
    expect(screen.getByTestId('nft-media-placeholder')).toBeTruthy();
    expect(screen.queryByTestId('nft-media-image')).toBeNull();
  });

  it('plays a video animation muted and looping, with the picture as poster; a broken video falls back to the picture', () => {
    const { container } = renderIn(<NftMedia imageUrl="ipfs://QmPic/1.png" animationUrl="https://example.org/a.mp4" alt="Clip"/>);
    const video = container.querySelector('video') as HTMLVideoElement;
    expect(video.getAttribute('src')).toBe('https://example.org/a.mp4');
    expect(video.muted).toBe(true);
    expect(video.hasAttribute('loop')).toBe(true);
    expect(video.hasAttribute('playsinline')).toBe(true);
    expect(video.getAttribute('poster')).toBe('https://ipfs.io/ipfs/QmPic/1.png');
    fireEvent.error(video);
    expect(container.querySelector('video')).toBeNull();
    expect(container.querySelector('img')?.getAttribute('src')).toBe('https://ipfs.io/ipfs/QmPic/1.png');
  });

  it('ignores an animation that is not a video (e.g. an HTML page)', () => {
    const { container } = renderIn(<NftMedia imageUrl="https://example.org/p.png" animationUrl="https://example.org/app.html" alt="App"/>);
    expect(container.querySelector('video')).toBeNull();
    expect(container.querySelector('iframe')).toBeNull();
    expect(container.querySelector('img')?.getAttribute('src')).toBe('https://example.org/p.png');
  });
});

describe('media links', () => {
  it('lets through http(s), ipfs via a gateway and inline pictures only', () => {
    expect(safeRemoteUrl('ipfs://ipfs/QmX/a.png')).toBe('https://ipfs.io/ipfs/QmX/a.png');
    expect(safeRemoteUrl('//evil.example/a.png')).toBeNull();
    expect(safeRemoteUrl('JaVaScRiPt:alert(1)')).toBeNull();
    expect(safeImageSrc('data:image/png;base64,AAAA')).toBe('data:image/png;base64,AAAA');
    expect(safeImageSrc('data:image/bmp;base64,AAAA')).toBeNull();
    expect(safeVideoSrc('data:video/mp4;base64,AAAA', 'video/mp4')).toBeNull();
    expect(safeVideoSrc('https://example.org/clip', 'video/webm')).toBe('https://example.org/clip');
  });

  it('takes the metadata picture when the API gives no image_url', () => {
    const media = instanceMedia({ image_url: null, animation_url: null, media_url: null, media_type: null, metadata: { image: SVG_DATA } });
    expect(media.imageUrl).toBe(SVG_DATA);
    expect(instanceMedia({ image_url: 'https://a.example/1.png', animation_url: null, media_url: null, media_type: null, metadata: { image: SVG_DATA } })
      .imageUrl).toBe('https://a.example/1.png');
    expect(instanceMedia({ image_url: null, animation_url: null, media_url: null, media_type: null, metadata: { image: 42 } }).imageUrl).toBeNull();
  });
});
