/**
 * Why a verification request or a verification failed, per request field (GUIDE §5.2:
 * `{errors: {field: [msg]}}`), so the form can show the message beside the field.
 */
export type FieldErrors = Record<string, string[]>;

export class VerificationError extends Error {
  override name = 'VerificationError';
  readonly errors: FieldErrors;

  constructor(field: string, message: string) {
    super(message);
    this.errors = { [field]: [ message ] };
  }
}

/** The request itself is refused (422 `{message}`), before any field is read. */
export class VerificationRequestError extends Error {
  override name = 'VerificationRequestError';
  readonly statusCode: number;

  constructor(statusCode: number, message: string) {
    super(message);
    this.statusCode = statusCode;
  }
}

/** The first message of a failed verification, `field: message`, for answers that carry one text. */
export function describeFailure(errors: FieldErrors): string {
  const [ field, messages ] = Object.entries(errors)[0] ?? [ 'verification', [ 'failed' ] ];
  return `${ field }: ${ messages[0] ?? 'failed' }`;
}
