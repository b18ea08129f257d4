/**
 * The kinds of transaction the generator sends, how often, and the plan of one step.
 */
import type { Rng } from './prng';

/** Every kind of transaction the generator sends. */
export const TX_KINDS = [
  'native_eip1559', 'native_legacy', 'native_eip2930',
  'erc20_transfer', 'erc20_mint', 'erc20_burn',
  'erc721_mint_data_uri', 'erc721_mint_http_uri', 'erc721_transfer', 'erc721_burn',
  'erc1155_mint', 'erc1155_mint_batch', 'erc1155_transfer_single', 'erc1155_transfer_batch',
  'proxy_call', 'internal_calls', 'factory_create', 'factory_create2', 'library_call',
  'revert_require', 'revert_custom_error', 'revert_panic',
] as const;

export type TxKind = typeof TX_KINDS[number];

/** Relative frequency of each kind in a step's random part; transfers dominate, as on real chains. */
export const TX_KIND_WEIGHTS: Record<TxKind, number> = {
  native_eip1559: 8, native_legacy: 2, native_eip2930: 1,
  erc20_transfer: 8, erc20_mint: 1, erc20_burn: 1,
  erc721_mint_data_uri: 1, erc721_mint_http_uri: 1, erc721_transfer: 2, erc721_burn: 0.5,
  erc1155_mint: 1, erc1155_mint_batch: 0.5, erc1155_transfer_single: 2, erc1155_transfer_batch: 1,
  proxy_call: 2, internal_calls: 1, factory_create: 0.5, factory_create2: 0.5, library_call: 1,
  revert_require: 0.5, revert_custom_error: 0.5, revert_panic: 0.25,
};

/** Kinds taken in turn each step, so every kind shows up within a few steps. */
const ROTATING_KINDS_PER_STEP = 4;
/** Bounds of the random part of a step. */
const MIN_RANDOM_TXS_PER_STEP = 4;
const MAX_RANDOM_TXS_PER_STEP = 10;
/** The most transactions one step sends (a fallback replaces its kind, it never adds one). */
export const MAX_TXS_PER_STEP = ROTATING_KINDS_PER_STEP + MAX_RANDOM_TXS_PER_STEP;

/**
 * The kinds step `stepIndex` sends: four taken in turn from {@link TX_KINDS} (all kinds
 * within six steps), plus 4–10 drawn by weight, shuffled.
 */
export function planStep(rng: Rng, stepIndex: number): TxKind[] {
  const rotating = Array.from({ length: ROTATING_KINDS_PER_STEP }, (_, offset) =>
    TX_KINDS[(stepIndex * ROTATING_KINDS_PER_STEP + offset) % TX_KINDS.length]);
  const randomCount = rng.int(MIN_RANDOM_TXS_PER_STEP, MAX_RANDOM_TXS_PER_STEP);
  const kinds = [ ...rotating, ...Array.from({ length: randomCount }, () => rng.weighted(TX_KIND_WEIGHTS)) ];
  // Fisher–Yates, so the rotating kinds do not always lead the batch.
  for (let i = kinds.length - 1; i > 0; i--) {
    const j = rng.int(0, i);
    [ kinds[i], kinds[j] ] = [ kinds[j], kinds[i] ];
  }
  return kinds;
}
