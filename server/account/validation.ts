/**
 * Checks of account request bodies. Every problem is collected per field, so one answer
 * (`422 {"errors":{field:[message]}}`) tells the form everything that is wrong.
 */
import { ADDRESS_HASH_PATTERN, FULL_HASH_PATTERN } from '../../types/hashes';
import { ApiError } from '../http/errors';

export const NAME_MAX_LENGTH = 35;
export const TAG_NAME_MAX_LENGTH = 35;
export const PUBLIC_TAG_MAX_LENGTH = 35;
export const PUBLIC_TAGS_MAX = 2;
export const PUBLIC_TAG_ADDRESSES_MAX = 20;
export const TEXT_MAX_LENGTH = 500;
/** A custom ABI's size as JSON, and its items: every ABI a user keeps is answered with their list. */
export const ABI_MAX_BYTES = 256 * 1024;
export const ABI_MAX_ITEMS = 1000;
/** Tuples inside tuples: deeper than any contract needs, shallow enough to check without risk. */
const ABI_MAX_DEPTH = 16;

export type FieldErrors = Record<string, string[]>;

/** A body that failed its checks: 422 with the field messages. */
export class FieldValidationError extends ApiError {
  override name = 'FieldValidationError';
  readonly errors: FieldErrors;

  constructor(errors: FieldErrors) {
    super(422, Object.entries(errors).map(([ field, messages ]) => `${ field }: ${ messages.join(', ') }`).join('; '), { errors });
    this.errors = errors;
  }
}

const EMAIL = /^[^\s@<>()]+@[^\s@<>()]+\.[^\s@<>()]+$/;

/** Reads fields of one body and remembers what is wrong with them. */
export class BodyReader {
  readonly errors: FieldErrors = {};
  private readonly body: Record<string, unknown>;

  constructor(body: unknown) {
    this.body = body && typeof body === 'object' && !Array.isArray(body) ? body as Record<string, unknown> : {};
  }

  fail(field: string, message: string): void {
    (this.errors[field] ??= []).push(message);
  }

  raw(field: string): unknown {
    return this.body[field];
  }

  /** A trimmed string of 1..maxLength characters (or 0.. when optional). */
  text(field: string, maxLength: number, options: { optional?: boolean } = {}): string {
    const value = this.body[field];
    if (value === undefined || value === null || value === '') {
      if (!options.optional) this.fail(field, "can't be blank");
      return '';
    }
    if (typeof value !== 'string') {
      this.fail(field, 'must be a string');
      return '';
    }
    const text = value.trim();
    if (!text && !options.optional) this.fail(field, "can't be blank");
    if (text.length > maxLength) this.fail(field, `should be at most ${ maxLength } character(s)`);
    return text;
  }

  /** A 0x-prefixed 20-byte address, lower-cased. */
  address(field: string): string {
    const value = this.body[field];
    if (typeof value !== 'string' || !ADDRESS_HASH_PATTERN.test(value.trim())) {
      this.fail(field, 'is invalid: expected a 0x address of 40 hex characters');
      return '';
    }
    return value.trim().toLowerCase();
  }

  /** A 0x-prefixed 32-byte hash, lower-cased. */
  fullHash(field: string): string {
    const value = this.body[field];
    if (typeof value !== 'string' || !FULL_HASH_PATTERN.test(value.trim())) {
      this.fail(field, 'is invalid: expected a 0x hash of 64 hex characters');
      return '';
    }
    return value.trim().toLowerCase();
  }

  email(field: string): string {
    const text = this.text(field, 254);
    if (text && !EMAIL.test(text)) this.fail(field, 'is invalid: expected an email address');
    return text;
  }

  /** An http(s) URL, or '' when optional and absent. */
  url(field: string, options: { optional?: boolean } = {}): string {
    const text = this.text(field, 2048, options);
    if (!text) return '';
    try {
      const url = new URL(text);
      if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new Error('scheme');
    } catch {
      this.fail(field, 'is invalid: expected an http(s) URL');
    }
    return text;
  }

  boolean(field: string, fallback: boolean): boolean {
    const value = this.body[field];
    if (value === undefined || value === null) return fallback;
    if (typeof value !== 'boolean') {
      this.fail(field, 'must be true or false');
      return fallback;
    }
    return value;
  }

  /** Throws the collected errors, if any. */
  done(): void {
    if (Object.keys(this.errors).length > 0) throw new FieldValidationError(this.errors);
  }
}

/** One ABI item as the JSON ABI format defines it: a known type, and names/inputs of the right kinds. */
const ABI_TYPES = new Set([ 'function', 'constructor', 'event', 'error', 'fallback', 'receive' ]);

function isAbiParameter(value: unknown, depth = 0): boolean {
  if (!value || typeof value !== 'object' || depth > ABI_MAX_DEPTH) return false;
  const parameter = value as Record<string, unknown>;
  if (typeof parameter.type !== 'string' || !/^[a-z0-9[\]()]+$/.test(parameter.type)) return false;
  if (parameter.name !== undefined && typeof parameter.name !== 'string') return false;
  return parameter.components === undefined ||
    (Array.isArray(parameter.components) && parameter.components.every((component) => isAbiParameter(component, depth + 1)));
}

function isAbiItem(value: unknown): boolean {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return false;
  const item = value as Record<string, unknown>;
  if (typeof item.type !== 'string' || !ABI_TYPES.has(item.type)) return false;
  if ((item.type === 'function' || item.type === 'event' || item.type === 'error') && typeof item.name !== 'string') return false;
  for (const list of [ item.inputs, item.outputs ]) {
    if (list !== undefined && (!Array.isArray(list) || !list.every((parameter) => isAbiParameter(parameter)))) return false;
  }
  return true;
}

/**
 * The ABI of a custom-ABI body: a JSON array of at most ABI_MAX_ITEMS ABI items and
 * ABI_MAX_BYTES of JSON, given as an array or its string form.
 */
export function readAbi(reader: BodyReader, field: string): unknown[] {
  const tooLarge = `is too large: at most ${ ABI_MAX_BYTES } bytes of JSON`;
  let value = reader.raw(field);
  if (typeof value === 'string') {
    if (Buffer.byteLength(value) > ABI_MAX_BYTES) {
      reader.fail(field, tooLarge);
      return [];
    }
    try {
      value = JSON.parse(value);
    } catch {
      reader.fail(field, 'is invalid: expected ABI JSON');
      return [];
    }
  }
  if (!Array.isArray(value) || value.length === 0) {
    reader.fail(field, 'is invalid: expected a non-empty JSON array of ABI items');
    return [];
  }
  if (value.length > ABI_MAX_ITEMS) {
    reader.fail(field, `has too many items: at most ${ ABI_MAX_ITEMS }`);
    return [];
  }
  const bad = value.findIndex((item) => !isAbiItem(item));
  if (bad >= 0) {
    reader.fail(field, `is invalid: item ${ bad } is not an ABI function, event, error, constructor, fallback or receive`);
    return [];
  }
  // Measured as stored, whichever form it came in.
  if (Buffer.byteLength(JSON.stringify(value)) > ABI_MAX_BYTES) reader.fail(field, tooLarge);
  return value;
}
