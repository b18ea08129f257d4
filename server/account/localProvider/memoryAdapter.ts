/**
 * Where the local provider keeps its short-lived state (interactions, sessions, codes,
 * tokens): memory, with each entry's expiry. A restart signs visitors out of the provider
 * only; their explorer sessions and the provider's users are stored elsewhere.
 */
import type { Adapter, AdapterPayload } from 'oidc-provider';

interface Entry {
  payload: AdapterPayload;
  expiresAt: number;
}

/** More entries than this means something loops; the oldest go first. */
const MAX_ENTRIES = 10_000;
const entries = new Map<string, Entry>();

function read(key: string): AdapterPayload | undefined {
  const entry = entries.get(key);
  if (!entry) return undefined;
  if (entry.expiresAt < Date.now()) {
    entries.delete(key);
    return undefined;
  }
  return entry.payload;
}

export class MemoryAdapter implements Adapter {
  constructor(private readonly model: string) {}

  private key(id: string): string {
    return `${ this.model }:${ id }`;
  }

  async upsert(id: string, payload: AdapterPayload, expiresIn: number): Promise<void> {
    entries.set(this.key(id), { payload, expiresAt: Date.now() + expiresIn * 1000 });
    if (entries.size > MAX_ENTRIES) entries.delete(entries.keys().next().value as string);
  }

  async find(id: string): Promise<AdapterPayload | undefined> {
    return read(this.key(id));
  }

  async findByUserCode(userCode: string): Promise<AdapterPayload | undefined> {
    return [ ...entries.keys() ].map((key) => key.startsWith(`${ this.model }:`) ? read(key) : undefined)
      .find((payload) => payload?.userCode === userCode);
  }

  async findByUid(uid: string): Promise<AdapterPayload | undefined> {
    return [ ...entries.keys() ].map((key) => key.startsWith(`${ this.model }:`) ? read(key) : undefined)
      .find((payload) => payload?.uid === uid);
  }

  async consume(id: string): Promise<void> {
    const payload = read(this.key(id));
    if (payload) payload.consumed = Math.floor(Date.now() / 1000);
  }

  async destroy(id: string): Promise<void> {
    entries.delete(this.key(id));
  }

  async revokeByGrantId(grantId: string): Promise<void> {
    for (const [ key, entry ] of entries) {
      if (entry.payload.grantId === grantId) entries.delete(key);
    }
  }
}
