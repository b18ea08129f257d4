/**
 * One line for a refused account step (sign-in, adding an email or a wallet): the API's field
 * errors, each after the subject it is said of, else its message, else the wallet's.
 */
import { isResourceError } from 'lib/api/ResourceError';
import { serverFieldErrors } from 'ui/account/formFields';
import { walletErrorText } from 'ui/shared/wallet/walletErrors';

/** The API says only the predicate (`{otp: ['is wrong or expired']}`): this is the subject. */
const FIELD_LABELS: Record<string, string> = { email: 'Email', otp: 'The code', address: 'Wallet', signature: 'Signature', message: 'Message' };

export default function accountErrorMessage(error: unknown): string {
  if (isResourceError(error)) {
    const fields = serverFieldErrors(error.payload);
    if (fields) return Object.entries(fields).map(([ field, message ]) => `${ FIELD_LABELS[field] ?? field } ${ message }`).join('; ');
    return (error.payload as { message?: string } | undefined)?.message ?? 'Something went wrong. Try again later.';
  }
  return walletErrorText(error, 'Something went wrong. Try again later.');
}
