/**
 * The local provider's users: email (and whether its owner proved it by a mailed code), name
 * and a scrypt password hash, kept in one JSON file
 * of the data directory (written whole to a temporary file, then renamed, so a crash never
 * leaves half a file).
 */
import { randomBytes, randomUUID, scrypt as scryptCallback, timingSafeEqual } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { ServerError } from '../../common/errors';

const scrypt = promisify(scryptCallback) as (password: string, salt: Buffer, keylen: number) => Promise<Buffer>;

export interface LocalUser {
  sub: string;
  email: string;
  name: string;
  salt: string;
  passwordHash: string;
  createdAt: string;
  /** Set once the code mailed to `email` came back; absent (false) for users of older versions. */
  emailVerified?: boolean;
}

export const MIN_PASSWORD_LENGTH = 8;
const KEY_LENGTH = 32;
const EMAIL = /^[^\s@<>()]+@[^\s@<>()]+\.[^\s@<>()]+$/;

/** A sign-up or sign-in the visitor can fix (a taken email, a short password): shown on the page. */
export class LocalUserError extends ServerError {
  override name = 'LocalUserError';

  constructor(message: string) {
    super(message, { retryable: false, expose: true, statusCode: 400 });
  }
}

export class LocalUsers {
  private readonly file: string;
  private users: LocalUser[];

  constructor(directory: string) {
    mkdirSync(directory, { recursive: true });
    this.file = path.join(directory, 'users.json');
    this.users = existsSync(this.file) ? (JSON.parse(readFileSync(this.file, 'utf8')) as { users: LocalUser[] }).users : [];
  }

  private save(): void {
    const temporary = `${ this.file }.${ process.pid }.tmp`;
    writeFileSync(temporary, JSON.stringify({ users: this.users }, null, 2), { mode: 0o600 });
    renameSync(temporary, this.file);
  }

  find(sub: string): LocalUser | undefined {
    return this.users.find((user) => user.sub === sub);
  }

  private byEmail(email: string): LocalUser | undefined {
    const wanted = email.trim().toLowerCase();
    return this.users.find((user) => user.email.toLowerCase() === wanted);
  }

  async signUp(input: { email: string; name: string; password: string }): Promise<LocalUser> {
    const email = input.email.trim();
    const name = input.name.trim();
    if (!EMAIL.test(email) || email.length > 254) throw new LocalUserError('Enter a valid email address.');
    if (!name || name.length > 64) throw new LocalUserError('Enter a name of 1 to 64 characters.');
    if (input.password.length < MIN_PASSWORD_LENGTH) throw new LocalUserError(`Choose a password of at least ${ MIN_PASSWORD_LENGTH } characters.`);
    if (this.byEmail(email)) throw new LocalUserError('An account with this email exists: sign in instead.');
    const salt = randomBytes(16);
    const hash = await scrypt(input.password, salt, KEY_LENGTH);
    const user: LocalUser = { sub: randomUUID(), email, name, salt: salt.toString('hex'), passwordHash: hash.toString('hex'),
      createdAt: new Date().toISOString(), emailVerified: false };
    this.users.push(user);
    this.save();
    return user;
  }

  /** Marks the user's email as theirs (the mailed code came back). */
  markVerified(sub: string): LocalUser {
    const user = this.find(sub);
    if (!user) throw new LocalUserError('This account is gone; sign up again.');
    user.emailVerified = true;
    this.save();
    return user;
  }

  /** The user whose email and password these are; one message for both mistakes. */
  async signIn(email: string, password: string): Promise<LocalUser> {
    const user = this.byEmail(email);
    // The hash is computed either way, so a wrong email takes as long as a wrong password.
    const salt = user ? Buffer.from(user.salt, 'hex') : randomBytes(16);
    const hash = await scrypt(password, salt, KEY_LENGTH);
    if (!user || !timingSafeEqual(hash, Buffer.from(user.passwordHash, 'hex'))) throw new LocalUserError('Wrong email or password.');
    return user;
  }
}
