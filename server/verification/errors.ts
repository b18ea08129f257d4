/**
 * Why a verification request or a verification failed, per request field (GUIDE §5.2:
 * `{errors: {field: [msg]}}`), so the form can show the message beside the field.
 */
import { ServerError } from '../common/errors';

export type FieldErrors = Record<string, string[]>;

/** A field of the request, or the sources it names, fail verification: 422, shaped per API by its route. */
export class VerificationError extends ServerError {
  override name = 'VerificationError';
  readonly errors: FieldErrors;

  constructor(field: string, message: string) {
    super(message, { statusCode: 422, expose: true, retryable: false });
    this.errors = { [field]: [ message ] };
  }
}

/** The request itself is refused (422 `{message}`, or 429 while too many run), before any field is read. */
export class VerificationRequestError extends ServerError {
  override name = 'VerificationRequestError';
  declare readonly statusCode: number;

  constructor(statusCode: number, message: string) {
    super(message, { statusCode, expose: true, retryable: statusCode === 429 });
  }
}

/** The first message of a failed verification, `field: message`, for answers that carry one text. */
export function describeFailure(errors: FieldErrors): string {
  const [ field, messages ] = Object.entries(errors)[0] ?? [ 'verification', [ 'failed' ] ];
  return `${ field }: ${ messages[0] ?? 'failed' }`;
}
