/**
 * API errors: one class per failure. The error handler (`plugins/errors.ts`) answers
 * each with its status, so routes and helpers throw and never build replies.
 */
import { ServerError } from '../common/errors';

/** Base class of the refusals the API itself decides: a status and a message written for the client. */
export class ApiError extends ServerError {
  override name = 'ApiError';
  declare readonly statusCode: number;
  /** The answer's body when it is not `{message}` (e.g. `{errors: {field: [message]}}`). */
  readonly body: object | undefined;
  /** Headers the answer carries (`Retry-After` of a 429 or 503). */
  readonly headers: Readonly<Record<string, string>> | undefined;

  constructor(statusCode: number, message: string, body?: object, headers?: Record<string, string>) {
    // A refusal of what was asked (4xx) is refused again; "too many" and "unavailable" pass.
    super(message, { statusCode, expose: true, retryable: statusCode === 429 || statusCode >= 500 });
    this.body = body;
    this.headers = headers;
  }
}

/** The entity does not exist: 404 `{message: "Not found"}`, as Blockscout answers. */
export class NotFoundError extends ApiError {
  override name = 'NotFoundError';

  constructor() {
    super(404, 'Not found');
  }
}

/** A path or query parameter is malformed or out of range: 422. */
export class InvalidParamError extends ApiError {
  override name = 'InvalidParamError';

  constructor(parameter: string, expected: string) {
    super(422, `Invalid parameter ${ parameter }: ${ expected }`);
  }
}
