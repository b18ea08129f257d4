/** @jest-environment node */
// Decoded input, method names and revert reasons of real devnet traffic, as the API
// serves them: checked against the compiled demo contracts, the node and the spec.
import type { FastifyInstance } from 'fastify';
import { decodeFunctionData, getAddress, type AbiFunction, type Hash } from 'viem';

import '../test/injectUnderJest';
import { getArtifact, type DemoContractName } from '../../devnet/compile';
import type { TxKind } from '../../devnet/traffic';
import { buildApp } from '../app';
import { testApiConfig } from '../test/config';
import { openSharedChainFixture, type ChainFixture } from '../test/chainFixture';
import { createOpenApiValidator } from '../test/openapi';

type Json = Record<string, unknown>;
type Decoded = { method_call: string; method_id: string; parameters: Array<{ name: string; type: string; value: unknown }> };

const TRANSACTION = '/v2/transactions/{transaction_hash_param}';

/** The demo contract each kind of generated transaction calls. */
function contractOf(kind: TxKind): DemoContractName | null {
  if (kind.startsWith('erc20_')) return 'DemoToken';
  if (kind.startsWith('erc721_')) return 'DemoNFT';
  if (kind.startsWith('erc1155_')) return 'DemoMultiToken';
  if (kind.startsWith('revert_')) return 'Reverter';
  if (kind.startsWith('factory_')) return 'VaultFactory';
  return ({ proxy_call: 'BoxV1', internal_calls: 'Orchestrator' } as Partial<Record<TxKind, DemoContractName>>)[kind] ?? null;
}

/** A decoded argument as the API writes it, done independently of the API's own code. */
function expectedValue(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(expectedValue);
  if (typeof value === 'string' && /^0x[0-9a-fA-F]{40}$/.test(value)) return getAddress(value);
  return typeof value === 'bigint' || typeof value === 'boolean' ? String(value) : value;
}

// Each test reads every transaction of the chain: seconds on a busy CI machine, more than jest's default 5 s.
jest.setTimeout(30_000);

describe('decoded transactions on an indexed devnet', () => {
  let fixture: ChainFixture;
  let app: FastifyInstance;
  const openapi = createOpenApiValidator();

  beforeAll(async() => {
    fixture = await openSharedChainFixture();
    app = buildApp({ db: fixture.db, config: testApiConfig({}) });
  }, 180_000);

  afterAll(async() => {
    await app?.close();
    await fixture?.close();
  });

  async function getValid(url: string, specPath: string): Promise<Json> {
    const response = await app.inject(url);
    expect({ url, status: response.statusCode }).toEqual({ url, status: 200 });
    const body = response.json();
    expect({ url, errors: openapi.validate(specPath, body) }).toEqual({ url, errors: [] });
    return body;
  }

  const kinds = () => [ ...fixture.hashesByKind.entries() ] as Array<[ TxKind, Hash[] ]>;

  it('decodes every call of the generated traffic as the compiled contracts read it', async() => {
    let checked = 0;
    for (const [ kind, hashes ] of kinds()) {
      const contract = contractOf(kind);
      if (!contract) continue;
      const abi = getArtifact(contract).abi;
      for (const hash of hashes) {
        const node = await fixture.devnet.provider.request({ method: 'eth_getTransactionByHash', params: [ hash ] }) as { input: `0x${ string }` };
        const call = decodeFunctionData({ abi, data: node.input });
        const item = abi.find((entry): entry is AbiFunction => entry.type === 'function' && entry.name === call.functionName
          && entry.inputs.length === (call.args?.length ?? 0))!;
        const transaction = await getValid(`/api/v2/transactions/${ hash }`, TRANSACTION);
        const decoded = transaction.decoded_input as Decoded;
        expect({ kind, method: transaction.method, methodId: decoded.method_id, parameters: decoded.parameters }).toEqual({
          kind, method: call.functionName, methodId: node.input.slice(2, 10),
          parameters: item.inputs.map((input, index) => ({ name: input.name, type: input.type, value: expectedValue(call.args![index]) })),
        });
        expect(decoded.method_call).toBe(`${ call.functionName }(${ item.inputs.map((input) => `${ input.type } ${ input.name }`).join(', ') })`);
        for (const transfer of transaction.token_transfers as Json[]) expect(transfer.method).toBe(call.functionName);
        checked++;
      }
    }
    expect(checked).toBeGreaterThan(30);
  });

  it('decodes why a transaction reverted: the require text, the custom error, the panic code', async() => {
    const reason = async(kind: TxKind) => {
      const [ hash ] = fixture.hashesByKind.get(kind)!;
      const transaction = await getValid(`/api/v2/transactions/${ hash }`, TRANSACTION);
      return { transaction, revert: transaction.revert_reason as Decoded };
    };
    expect((await reason('revert_require')).revert).toEqual({
      method_call: 'Error(string reason)', method_id: '08c379a0',
      parameters: [ { name: 'reason', type: 'string', value: 'Reverter: amount exceeds limit' } ],
    });
    const custom = await reason('revert_custom_error');
    const requested = (custom.transaction.decoded_input as Decoded).parameters[0].value;
    expect(custom.revert).toMatchObject({
      method_call: 'LimitExceeded(uint256 requested, uint256 available)',
      parameters: [ { name: 'requested', value: requested }, { name: 'available', value: expect.stringMatching(/^\d+$/) } ],
    });
    expect((await reason('revert_panic')).revert).toMatchObject({ method_call: 'Panic(uint256 code)', parameters: [ { value: '18' } ] });
  });

  it('leaves coin transfers and contract creations undecoded', async() => {
    for (const hash of fixture.hashesByKind.get('native_eip1559') ?? []) {
      expect(await getValid(`/api/v2/transactions/${ hash }`, TRANSACTION)).toMatchObject({ method: null, decoded_input: null });
    }
    const [ creation ] = await fixture.db.query<{ hash: string }>('SELECT hash FROM transactions WHERE to_address_hash IS NULL LIMIT 1');
    expect(await getValid(`/api/v2/transactions/${ creation.hash }`, TRANSACTION)).toMatchObject({ method: null, decoded_input: null });
  });

  it('serves lists whose methods name their decoded input, valid against the spec', async() => {
    let params: Record<string, unknown> | null = {};
    let decodedCount = 0;
    for (let page = 0; params && page < 20; page++) {
      const query = new URLSearchParams(Object.entries(params).map(([ key, value ]) => [ key, String(value) ])).toString();
      const body = await getValid(`/api/v2/transactions${ query ? `?${ query }` : '' }`, '/v2/transactions') as Json & { items: Json[] };
      for (const item of body.items) {
        const decoded = item.decoded_input as Decoded | null;
        if (decoded) {
          decodedCount++;
          expect(item.method).toBe(decoded.method_call.slice(0, decoded.method_call.indexOf('(')));
        } else if (item.method !== null) {
          expect(item.method).toMatch(/^0x[0-9a-f]{8}$/);
        }
      }
      params = body.next_page_params as Record<string, unknown> | null;
    }
    expect(params).toBeNull();
    expect(decodedCount).toBeGreaterThan(30);
  });
});
