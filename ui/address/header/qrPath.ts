/**
 * The QR code of an address as one SVG path: drawn by React from the code's module matrix,
 * so no generated markup is ever injected into the page.
 */
import type { BitMatrix } from 'qrcode';

/** Light modules around the code that scanners need (the "quiet zone"), in modules. */
export const QR_MARGIN = 2;

/** A path of 1×1 squares, one per dark module, offset by the margin. */
export function qrPath(modules: Pick<BitMatrix, 'size' | 'get'>, margin = QR_MARGIN): string {
  const parts: Array<string> = [];
  for (let row = 0; row < modules.size; row++) {
    for (let col = 0; col < modules.size; col++) {
      if (modules.get(row, col)) parts.push(`M${ col + margin } ${ row + margin }h1v1h-1z`);
    }
  }
  return parts.join('');
}

/** Builds the code with the `qrcode` package, loaded only when a QR code is first asked for. */
export async function buildQrCode(text: string): Promise<{ path: string; size: number }> {
  const { create } = await import('qrcode');
  const { modules } = create(text, { errorCorrectionLevel: 'M' });
  return { path: qrPath(modules), size: modules.size + QR_MARGIN * 2 };
}
