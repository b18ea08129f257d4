/**
 * The local provider's proof that a visitor reads the mail of the address they typed: a
 * 6-digit code mailed through the account's mailer (server/account/mail.ts), kept hashed for
 * the sign-in (interaction) that asked for it, 10 minutes and 5 tries. Until it comes back the
 * provider never tells the explorer that the email is verified.
 */
import { randomInt } from 'node:crypto';

import type { Mailer } from '../mail';
import { sha256 } from '../session';

const CODE_TTL_MS = 10 * 60 * 1000;
const MAX_TRIES = 5;
/** More pending codes than this means something loops; the oldest go first. */
const MAX_PENDING = 10_000;

interface PendingCode {
  sub: string;
  email: string;
  hash: string;
  expiresAt: number;
  tries: number;
}

export class EmailCodes {
  private readonly pending = new Map<string, PendingCode>();

  constructor(private readonly mailer: Mailer) {}

  /** Mails a fresh code for sign-in `uid` of `user`, replacing an earlier one. */
  async send(uid: string, user: { sub: string; email: string }): Promise<void> {
    const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
    this.pending.delete(uid);
    this.pending.set(uid, { sub: user.sub, email: user.email, hash: sha256(`${ uid }:${ code }`), expiresAt: Date.now() + CODE_TTL_MS, tries: 0 });
    if (this.pending.size > MAX_PENDING) this.pending.delete(this.pending.keys().next().value as string);
    await this.mailer.send({ to: user.email, subject: `Your code to confirm this email: ${ code }`,
      text: `Your code to confirm this email is\n\n    ${ code }\n\nEnter it on the sign-in page of the explorer; it works for 10 minutes. ` +
        'If you did not sign up, ignore this mail: nobody can use this address without the code.\n' });
  }

  /** The address a code of sign-in `uid` waits for, if one still does. */
  emailOf(uid: string): string | undefined {
    const entry = this.pending.get(uid);
    return entry && entry.expiresAt > Date.now() ? entry.email : undefined;
  }

  /** The user whose code this is, or null; a code goes once it is right, expired or out of tries. */
  check(uid: string, code: string): string | null {
    const entry = this.pending.get(uid);
    if (!entry) return null;
    entry.tries += 1;
    const live = entry.expiresAt > Date.now() && entry.tries <= MAX_TRIES;
    const right = live && entry.hash === sha256(`${ uid }:${ code }`);
    if (right || !live || entry.tries >= MAX_TRIES) this.pending.delete(uid);
    return right ? entry.sub : null;
  }
}
