/**
 * jest's global setup: starts the broker of the shared chain fixture (it builds nothing
 * until a test file asks) and hands its URL to the workers through the environment.
 */
import { BROKER_URL_ENV, startChainFixtureBroker, type ChainFixtureBroker } from './chainFixtureBroker';

export const BROKER_GLOBAL = '__chainFixtureBroker';

export default async function globalSetup(): Promise<void> {
  const broker = await startChainFixtureBroker();
  process.env[BROKER_URL_ENV] = broker.url;
  (globalThis as Record<string, unknown>)[BROKER_GLOBAL] = broker;
}

export async function closeBroker(): Promise<void> {
  const broker = (globalThis as Record<string, unknown>)[BROKER_GLOBAL] as ChainFixtureBroker | undefined;
  await broker?.close();
}
