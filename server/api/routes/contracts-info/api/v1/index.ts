/** The contracts-info service (GUIDE §8) at `/contracts-info/api/v1`: verified addresses and token infos. */
import { decodeFunctionResult, encodeFunctionData, getAddress, recoverMessageAddress, type Address, type Hex } from 'viem';
import type { TokenInfoExtra, VerifiedAddress } from '../../../../../../types/api/contractInfo';
import { ADDRESS_HASH_PATTERN } from '../../../../../../types/hashes';
import { OWNER_ABI, MESSAGE_TTL_MS, TOKEN_INFO_LINK_FIELDS, TOKEN_INFO_TICKER_FIELDS, serviceUser, signingMessage, readMessage } from '../../../../../account/contractsInfo';
import { findTokenInfoFields } from '../../../../../db/queries/account/tokenInfos';
import { findVerifiedAddressOwner, insertVerifiedAddress, listVerifiedAddresses } from '../../../../../db/queries/account/verifiedAddresses';
import { findContractClaimFacts } from '../../../../../db/queries/addresses';
import type { RoutePlugin } from '../../../../routeServices';

const contractsInfoRoutes: RoutePlugin = async(app, { services: { account: config, node } }) => {
  const db = app.db;
  const host = config.enabled ? new URL(config.appUrl).host : '';
  const chainPath = (path: string) => `/chains/:chainId${ path }`;

  /** Who may sign for the contract: its creator and, when it has one, its owner(); null when it is no contract. */
  async function signers(address: string, client: string): Promise<{ creator: string | null; owner: string | null; verified: boolean } | null> {
    const row = await findContractClaimFacts(db, address);
    if (!row?.has_code) return null;
    let owner: string | null = null;
    const result = await node.call({ to: address as Address, data: encodeFunctionData({ abi: OWNER_ABI, functionName: 'owner' }) }, client).catch(() => null);
    if (result?.ok && result.data.length === 66) owner = (decodeFunctionResult({ abi: OWNER_ABI, functionName: 'owner', data: result.data }) as string).toLowerCase();
    return { creator: row.creator, owner, verified: row.verified };
  }

  const status = (name: string, result?: object) => ({ status: name, ...result ? { result } : {} });

  app.get(chainPath('/verified-addresses'), async(request): Promise<{ verifiedAddresses: VerifiedAddress[] }> => {
    const userId = await serviceUser(request, db, config);
    const rows = await listVerifiedAddresses(db, userId);
    return { verifiedAddresses: rows.map((row) => ({ userId: String(userId), chainId: String(config.chainId), contractAddress: getAddress(row.address_hash),
      verifiedDate: new Date(row.verified_at).toISOString(), metadata: { tokenName: row.name, tokenSymbol: row.symbol } })) };
  });

  app.post(chainPath('/verified-addresses::prepare'), async(request) => {
    const userId = await serviceUser(request, db, config);
    const raw = String((request.body as { contractAddress?: unknown } | undefined)?.contractAddress ?? '');
    if (!ADDRESS_HASH_PATTERN.test(raw)) return status('INVALID_ADDRESS_ERROR');
    const address = raw.toLowerCase();
    const owner = await findVerifiedAddressOwner(db, address);
    if (owner !== null) return status(owner === userId ? 'IS_OWNER_ERROR' : 'OWNERSHIP_VERIFIED_ERROR');
    const who = await signers(address, request.clientIp);
    if (!who) return status('INVALID_ADDRESS_ERROR');
    if (!who.verified) return status('SOURCE_CODE_NOT_VERIFIED_ERROR');
    return status('SUCCESS', { signingMessage: signingMessage(host, address, new Date()),
      contractCreator: who.creator ? getAddress(who.creator) : null, contractOwner: who.owner ? getAddress(who.owner) : null });
  });

  app.post(chainPath('/verified-addresses::verify'), async(request) => {
    const userId = await serviceUser(request, db, config);
    const body = (request.body ?? {}) as { contractAddress?: unknown; message?: unknown; signature?: unknown };
    const message = typeof body.message === 'string' ? readMessage(body.message, host) : null;
    if (!message || String(body.contractAddress ?? '').toLowerCase() !== message.address) return status('INVALID_SIGNER_ERROR');
    if (Date.now() - message.issuedAt.getTime() > MESSAGE_TTL_MS) return status('VALIDITY_EXPIRED_ERROR');
    const signature = typeof body.signature === 'string' && /^0x[0-9a-fA-F]{130}$/.test(body.signature) ? body.signature as Hex : null;
    const signer = signature ? (await recoverMessageAddress({ message: body.message as string, signature }).catch(() => null))?.toLowerCase() : null;
    const who = await signers(message.address, request.clientIp).catch(() => null);
    if (!signer || !who || (signer !== who.creator && signer !== who.owner)) {
      return status('INVALID_SIGNER_ERROR', { signer: signer ? getAddress(signer) : null, validAddresses: [ who?.creator, who?.owner ].filter(Boolean) });
    }
    if (!await insertVerifiedAddress(db, message.address, userId)) return status('OWNERSHIP_VERIFIED_ERROR');
    return status('SUCCESS', { verifiedAddress: { userId: String(userId), chainId: String(config.chainId), contractAddress: getAddress(message.address),
      verifiedDate: new Date().toISOString(), metadata: { tokenName: null, tokenSymbol: null } } });
  });

  app.get<{ Params: { hash: string } }>(chainPath('/token-infos/:hash'), async(request): Promise<TokenInfoExtra> => {
    const hash = request.params.hash.toLowerCase();
    const stored = ADDRESS_HASH_PATTERN.test(hash) ? await findTokenInfoFields(db, hash) : null;
    const fields = stored ?? {};
    const text = (name: string) => fields[name] ?? null;
    return {
      tokenAddress: stored ? getAddress(hash) : '',
      chainId: String(config.chainId),
      projectName: text('projectName'), projectWebsite: text('projectWebsite') ?? '', projectEmail: text('projectEmail') ?? '',
      projectSector: text('projectSector'), projectDescription: text('projectDescription') ?? '', iconUrl: text('iconUrl') ?? '',
      tokenName: text('tokenName'), tokenSymbol: text('tokenSymbol'),
      ...Object.fromEntries(TOKEN_INFO_LINK_FIELDS.map((name) => [ name, text(name) ])),
      ...Object.fromEntries(TOKEN_INFO_TICKER_FIELDS.map((name) => [ name, text(name) ])),
    } as TokenInfoExtra;
  });
};

export default contractsInfoRoutes;
