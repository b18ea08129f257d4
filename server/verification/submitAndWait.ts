/**
 * A verification followed to its end, for the routes that answer only once it is done
 * (Blockscout's synchronous Etherscan actions, Sourcify's verify).
 */
import type { RawRequest } from './request';
import type { VerificationResult, VerificationService } from './service';

/**
 * Submits the request and resolves with its outcome, or `timeout` after `timeoutMs` (the
 * engine goes on). Throws what `submit` throws: a refusal before anything ran.
 */
export async function submitAndWait(verification: VerificationService, request: { address: string; method: string; raw: RawRequest; client: string },
  timeoutMs: number): Promise<VerificationResult | 'timeout'> {
  let stop = () => {};
  let timer: NodeJS.Timeout | undefined;
  // Listening first: the outcome may come as soon as the request is taken.
  const outcome = new Promise<VerificationResult | 'timeout'>((resolve) => {
    stop = verification.onResult((verified, result) => {
      if (verified === request.address) resolve(result);
    });
    timer = setTimeout(() => resolve('timeout'), timeoutMs);
    timer.unref();
  });
  try {
    await verification.submit(request.address, request.method, request.raw, request.client);
    return await outcome;
  } finally {
    stop();
    clearTimeout(timer);
  }
}
