/**
 * The steps of every "code by email" form (sign-in, linking an email to the profile): the
 * address, a code mailed to it (`send_otp`), "Resend code", then the 6 digits, which the form
 * hands to its own endpoint. Errors of any step end up in `error`, in the account's words.
 */
import React from 'react';

import useApiFetch from 'lib/api/useApiFetch';
import accountErrorMessage from 'ui/account/accountErrorMessage';
import { isEmail } from 'ui/account/formFields';
import useAsyncStep from 'ui/shared/useAsyncStep';

export interface EmailCode {
  email: string;
  otp: string;
}

export default function useEmailCode() {
  const apiFetch = useApiFetch();
  const [ email, setEmail ] = React.useState('');
  const [ code, setCode ] = React.useState('');
  const [ isCodeSent, setCodeSent ] = React.useState(false);
  const [ notice, setNotice ] = React.useState<string | null>(null);
  const { run: runStep, error, setError, isBusy } = useAsyncStep(accountErrorMessage);

  const run = (action: () => Promise<void>) => {
    setNotice(null);
    return runStep(action);
  };

  const sendCode = () => apiFetch('account:send_otp', { fetchParams: { method: 'POST', body: { email: email.trim() } } });

  /** Checks the address and mails it a code; the form then asks for the code. */
  const requestCode = () => {
    const invalid = isEmail(email);
    if (invalid) return setError(invalid);
    return run(async() => {
      await sendCode();
      setCodeSent(true);
    });
  };

  // The server limits sends (429 with its own message, shown as the error).
  const resend = () => run(async() => {
    await sendCode();
    setNotice('Code has been sent to your email');
  });

  /** Checks that the code is 6 digits, then hands the trimmed address and code to `action`. */
  const submitCode = (action: (body: EmailCode) => Promise<void>) => {
    if (!/^\d{6}$/.test(code.trim())) return setError('Enter the 6 digits from the email');
    return run(() => action({ email: email.trim(), otp: code.trim() }));
  };

  return { email, setEmail, code, setCode, isCodeSent, notice, error, isBusy, requestCode, resend, submitCode };
}
