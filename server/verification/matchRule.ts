/**
 * Which verification an address keeps, whatever route or method brought the new one
 * (Blockscout's rule): a full match is final; a partial match gives way only to a full one.
 * Twins (clones) follow the same rule, so a weaker match never spreads over a stronger one.
 * `saveSmartContract` (server/db/queries/smartContracts.ts) holds the same rule in SQL, so that
 * it also stands between two verifications that finish at once.
 */
export type MatchType = 'full' | 'partial';

/** Blockscout's words (its Etherscan API's), which tools recognise; every route answers them. */
export const ALREADY_VERIFIED = 'Smart-contract already verified.';

/** Whether an address that shows `current` may be verified again at all. */
export function acceptsVerification(current: MatchType | null): boolean {
  return current !== 'full';
}

/** Whether a new `incoming` match takes the place of `current`. */
export function replaces(incoming: MatchType, current: MatchType | null): boolean {
  return current === null || (current === 'partial' && incoming === 'full');
}

/** Why a match did not replace `current`. */
export function refusalOver(current: MatchType): string {
  return current === 'full' ? ALREADY_VERIFIED : `${ ALREADY_VERIFIED } It matches partially: only a full match can replace it`;
}
