/**
 * Sends a verification request and waits for its outcome on `addresses:{hash}`
 * (`verification_result`, GUIDE §10.2). The channel is joined when the page opens, before
 * anything is sent, so a quick result is not missed. Success is told in a toast (it outlives
 * the page), drops the cached contract and address and goes to the Contract tab's Code.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useRouter } from 'next/router';
import React from 'react';

import { trackEvent } from 'lib/analytics/trackEvent';
import { getResourceKey } from 'lib/api/getResourceKey';
import { ResourceError } from 'lib/api/ResourceError';
import useApiFetch from 'lib/api/useApiFetch';
import { useLatest } from 'lib/socket/useLatest';
import type { SmartContractVerificationMethod } from 'types/api/contract';
import type { VerificationResultSocketPayload } from 'types/api/socket';
import { useAddressChannel, useAddressEvent } from 'ui/address/live/useAddressChannel';
import { toaster } from 'ui/shared/toaster';

import { buildBody, serverFieldErrors, type FieldErrors, type VerificationValues } from './methods';

export type VerificationStatus = 'idle' | 'sending' | 'verifying' | 'success';

export default function useContractVerification(hash: string) {
  const apiFetch = useApiFetch();
  const router = useRouter();
  const queryClient = useQueryClient();
  const channel = useAddressChannel(hash);
  const [ status, setStatus ] = React.useState<VerificationStatus>('idle');
  const [ errors, setErrors ] = React.useState<FieldErrors>({});
  const statusRef = useLatest(status);
  const methodRef = React.useRef<SmartContractVerificationMethod | null>(null);

  const handleResult = React.useCallback((payload: VerificationResultSocketPayload) => {
    // Only an answer to our own request counts (another tab may verify the same address).
    if (statusRef.current !== 'sending' && statusRef.current !== 'verifying') return;
    trackEvent('Contract verification', { Method: methodRef.current ?? 'unknown', Status: payload.status === 'success' ? 'success' : 'failure' });
    if (payload.status === 'success') {
      setStatus('success');
      toaster.create({ title: 'Success', description: 'The contract is verified. Opening its code…', type: 'success' });
      // Everything cached about the address predates its verification (this page's own check included).
      void queryClient.resetQueries({ queryKey: getResourceKey('general:contract', { pathParams: { hash } }) });
      queryClient.removeQueries({ queryKey: getResourceKey('general:address', { pathParams: { hash } }) });
      router.push({ pathname: '/address/[hash]', query: { hash, tab: 'contract' } });
    } else {
      setStatus('idle');
      setErrors(serverFieldErrors(payload.errors, 'Verification failed'));
    }
  }, [ hash, queryClient, router, statusRef ]);
  useAddressEvent(channel, 'verification_result', handleResult);

  const submit = React.useCallback(async(method: SmartContractVerificationMethod, values: VerificationValues) => {
    setErrors({});
    setStatus('sending');
    methodRef.current = method;
    try {
      await apiFetch('general:contract_verification_via', {
        pathParams: { hash, method }, fetchParams: { method: 'POST', body: buildBody(method, values) },
      });
      // The result may already have come in over the socket.
      setStatus((current) => current === 'sending' ? 'verifying' : current);
    } catch (error) {
      setStatus('idle');
      trackEvent('Contract verification', { Method: method, Status: 'failure' });
      const payload = error instanceof ResourceError ? error.payload as { errors?: Record<string, Array<string>>; message?: string } | undefined : undefined;
      setErrors(serverFieldErrors(payload?.errors, payload?.message ?? 'The verification request failed. Try again.'));
    }
  }, [ apiFetch, hash ]);

  return { status, errors, setErrors, submit };
}
