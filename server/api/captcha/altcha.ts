/**
 * ALTCHA, the self-hosted proof-of-work captcha: the API signs a challenge, the browser's
 * widget finds the counter it hides, and the solution (base64 JSON, sent like a reCAPTCHA
 * token) opens one request. Spent solutions are kept in `captcha_used_solutions` until
 * their challenge expires, so a replay is refused by every API process of the database.
 */
import { createHash, randomBytes } from 'node:crypto';

import { createChallenge, randomInt, verifySolution, type Challenge, type Payload } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';

import type { Queryable } from '../../db';
import { deleteExpiredSolutions, insertUsedSolution } from '../../db/queries/captchaSolutions';
import { ApiError } from '../../http/errors';

/** The widget solves PBKDF2 with Web Crypto in workers; these costs take a second or two there. */
export const ALTCHA_ALGORITHM = 'PBKDF2/SHA-256';
const DEFAULT_COST = 500;
const DEFAULT_MIN_COUNTER = 2_000;
const DEFAULT_MAX_COUNTER = 5_000;
/** Long enough to fill a form, short enough that the spent list stays small. */
const CHALLENGE_TTL_SECONDS = 10 * 60;
/** A real payload is about 600 characters; anything far longer is not one. */
const MAX_PAYLOAD_LENGTH = 4_096;
/** Expired spent solutions are deleted on every this many inserts. */
const PRUNE_EVERY = 100;

export interface AltchaOptions {
  /** The HMAC key challenges are signed with; a random one when absent (this process only). */
  hmacKey: string | null;
  /** PBKDF2 iterations per try and the range of tries (tests make them cheap). */
  cost?: number;
  counterRange?: [ number, number ];
}

export interface Altcha {
  createChallenge(): Promise<Challenge>;
  /** Resolves when `response` is a valid, unexpired, unspent solution; else throws a 403 {@link ApiError}. */
  verify(response: string): Promise<void>;
}

function decodePayload(response: string): Payload | null {
  if (response.length > MAX_PAYLOAD_LENGTH) return null;
  try {
    const payload = JSON.parse(Buffer.from(response, 'base64').toString('utf8')) as Payload;
    const parameters = payload?.challenge?.parameters;
    if (typeof payload.challenge.signature !== 'string' || typeof parameters !== 'object' || parameters === null ||
      parameters.algorithm !== ALTCHA_ALGORITHM || typeof payload.solution !== 'object' || payload.solution === null) return null;
    return payload;
  } catch {
    return null;
  }
}

export function createAltcha(db: Queryable, options: AltchaOptions): Altcha {
  const hmacKey = options.hmacKey ?? randomBytes(32).toString('base64url');
  // A second secret lets a solution be checked by one HMAC instead of redoing the work.
  const keySignatureKey = createHash('sha256').update(`altcha-key-signature:${ hmacKey }`).digest('base64url');
  const cost = options.cost ?? DEFAULT_COST;
  const [ minCounter, maxCounter ] = options.counterRange ?? [ DEFAULT_MIN_COUNTER, DEFAULT_MAX_COUNTER ];
  let inserts = 0;

  /** Records the solution as spent; false when it already was. */
  async function spend(signature: string, expiresAt: number): Promise<boolean> {
    inserts += 1;
    if (inserts % PRUNE_EVERY === 0) await deleteExpiredSolutions(db);
    return insertUsedSolution(db, signature, expiresAt);
  }

  return {
    createChallenge: () => createChallenge({
      algorithm: ALTCHA_ALGORITHM, cost, deriveKey, counter: randomInt(minCounter, maxCounter),
      expiresAt: Math.floor(Date.now() / 1000) + CHALLENGE_TTL_SECONDS,
      hmacSignatureSecret: hmacKey, hmacKeySignatureSecret: keySignatureKey,
    }),
    async verify(response) {
      const payload = decodePayload(response);
      if (!payload) throw new ApiError(403, 'Invalid captcha response');
      let verified = false;
      let expired = false;
      try {
        const result = await verifySolution({ challenge: payload.challenge, solution: payload.solution, deriveKey,
          hmacSignatureSecret: hmacKey, hmacKeySignatureSecret: keySignatureKey });
        verified = result.verified;
        expired = result.expired;
      } catch {
        verified = false;
      }
      if (expired) throw new ApiError(403, 'The captcha expired; solve it again');
      // Every challenge we sign has an expiry; one without could be replayed forever.
      const expiresAt = payload.challenge.parameters.expiresAt;
      if (!verified || typeof expiresAt !== 'number') throw new ApiError(403, 'Invalid captcha response');
      if (!await spend(payload.challenge.signature!, expiresAt)) throw new ApiError(403, 'This captcha solution was already used; solve it again');
    },
  };
}
