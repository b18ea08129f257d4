/**
 * The fields of the account forms and their checks, run in the browser before a request (the
 * backend checks the same and answers 422 per field; both messages land under the field).
 */
import { ADDRESS_HASH_PATTERN, FULL_HASH_PATTERN } from 'types/hashes';

export type FieldKind = 'text' | 'textarea' | 'checkbox' | 'select';
export type FormValues = Record<string, string | boolean>;
export type FormErrors = Record<string, string>;

export interface FieldDef {
  name: string;
  label: string;
  kind?: FieldKind;
  required?: boolean;
  maxLength?: number;
  placeholder?: string;
  hint?: string;
  /** The choices of a select (its empty choice, "Not specified", is added). */
  options?: ReadonlyArray<string>;
  /** An extra check of a non-empty value; returns the message, or undefined when fine. */
  validate?: (value: string) => string | undefined;
}

export const NAME_MAX_LENGTH = 35;

const EMAIL = /^[^\s@<>()]+@[^\s@<>()]+\.[^\s@<>()]+$/;

export const isAddress = (value: string) => ADDRESS_HASH_PATTERN.test(value.trim()) ? undefined : 'Incorrect address format';
export const isTransactionHash = (value: string) => FULL_HASH_PATTERN.test(value.trim()) ? undefined : 'Incorrect transaction hash format';
export const isEmail = (value: string) => EMAIL.test(value.trim()) ? undefined : 'Incorrect email format';

export function isUrl(value: string): string | undefined {
  try {
    const url = new URL(value.trim());
    return url.protocol === 'http:' || url.protocol === 'https:' ? undefined : 'Incorrect URL, use http(s)://';
  } catch {
    return 'Incorrect URL, use http(s)://';
  }
}

/** ABI JSON: a non-empty array of items that each have a known `type`. */
export function isAbiJson(value: string): string | undefined {
  let parsed: unknown;
  try {
    parsed = JSON.parse(value);
  } catch {
    return 'Invalid JSON';
  }
  if (!Array.isArray(parsed) || parsed.length === 0) return 'Expected a JSON array of ABI items';
  const kinds = [ 'function', 'constructor', 'event', 'error', 'fallback', 'receive' ];
  const bad = parsed.findIndex((item) => !item || typeof item !== 'object' || !kinds.includes((item as { type?: string }).type ?? ''));
  return bad >= 0 ? `Item ${ bad } is not an ABI function, event, error, constructor, fallback or receive` : undefined;
}

/** A comma, space or line separated list of addresses, each checked. */
export function isAddressList(value: string): string | undefined {
  const items = splitList(value);
  if (items.length === 0) return 'Enter at least one address';
  const bad = items.find((item) => isAddress(item));
  return bad ? `Incorrect address format: ${ bad }` : undefined;
}

export function splitList(value: string): string[] {
  return value.split(/[\s,;]+/).map((item) => item.trim()).filter(Boolean);
}

export function validateForm(fields: ReadonlyArray<FieldDef>, values: FormValues): FormErrors {
  const errors: FormErrors = {};
  for (const field of fields) {
    const value = values[field.name];
    if (typeof value !== 'string') continue;
    const text = value.trim();
    if (!text) {
      if (field.required) errors[field.name] = 'This field is required';
      continue;
    }
    if (field.maxLength && text.length > field.maxLength) {
      errors[field.name] = `Max length is ${ field.maxLength } characters`;
      continue;
    }
    const message = field.validate?.(text);
    if (message) errors[field.name] = message;
  }
  return errors;
}

/** The backend's `{errors: {field: [message]}}` as one message per field. */
export function serverFieldErrors(payload: unknown): FormErrors | null {
  const errors = (payload as { errors?: unknown } | null)?.errors;
  if (!errors || typeof errors !== 'object') return null;
  return Object.fromEntries(Object.entries(errors as Record<string, unknown>)
    .map(([ field, messages ]) => [ field, Array.isArray(messages) ? messages.map(String).join(', ') : String(messages) ]));
}
