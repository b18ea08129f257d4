/** One line for a refused link step: the API's field errors, its message, or the wallet's. */
import { isResourceError } from 'lib/api/ResourceError';
import { serverFieldErrors } from 'ui/account/formFields';
import { walletErrorText } from 'ui/shared/wallet/walletErrors';

const FIELD_LABELS: Record<string, string> = { email: 'Email', otp: 'Code', address: 'Wallet', signature: 'Signature', message: 'Message' };

export default function linkErrorMessage(error: unknown): string {
  if (isResourceError(error)) {
    const fields = serverFieldErrors(error.payload);
    if (fields) return Object.entries(fields).map(([ field, message ]) => `${ FIELD_LABELS[field] ?? field } ${ message }`).join('; ');
    return (error.payload as { message?: string } | undefined)?.message ?? 'Something went wrong. Try again later.';
  }
  return walletErrorText(error, 'Something went wrong. Try again later.');
}
