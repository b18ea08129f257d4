/**
 * `module=contract` (GUIDE §11): reads of verified contracts, their list and their creation;
 * the verification flow of hardhat-verify and forge (submit, get a GUID, poll it), whose
 * result strings are the ones those tools compare against, letter for letter; and
 * Blockscout's synchronous variants (`verify`, `verify_via_sourcify`, `verify_vyper_contract`)
 * that answer with the verified contract.
 */
import { ADDRESS_HASH_PATTERN } from '../../../types/hashes';
import { describeFailure, VerificationError, VerificationRequestError } from '../../verification/errors';
import { compilationFromMetadata } from '../../verification/metadataInput';
import type { RawRequest } from '../../verification/request';
import { submitAndWait } from '../../verification/submitAndWait';
import { findContractCreations, findContractState, listContracts, type ContractListFilter } from '../../db/queries/contracts';
import { findContractAbi, findVerifiedContract } from '../../db/queries/smartContracts';
import {
  NOT_VERIFIED, serializeContractCreation, serializeListedContract, serializeSourceCode, serializeUnverified,
} from '../serializers/etherscanContract';
import type { EtherscanAction, EtherscanContext, EtherscanModule } from './dispatch';
import { EtherscanError, ok, type EtherscanAnswer } from './envelope';
import { readPaging } from './paging';
import type { EtherscanParams } from './params';

/** Addresses per `getcontractcreation` call. */
const MAX_CREATION_ADDRESSES = 10;

export const VERIFY_STATUS = {
  pending: 'Pending in queue',
  pass: 'Pass - Verified',
  fail: 'Fail - Unable to verify',
  unknown: 'Unknown UID',
} as const;
const PROXY_NOT_DETECTED = 'A corresponding implementation contract was unfortunately not detected for the proxy address.';
// Blockscout's words for its own verification actions (verify, verify_via_sourcify, verify_vyper_contract).
const INVALID_ADDRESS_HASH = 'Invalid address hash';
const NOT_A_CONTRACT = 'Address is not a smart-contract';
const SOURCIFY_UNREACHABLE = 'Sourcify cannot be reached from this explorer: upload the contract\'s metadata.json and its source files ' +
  'as files[0], files[1], … in a multipart/form-data body';

/** `listcontracts` answers Blockscout's 10 rows unless `offset` says otherwise. */
const LIST_PAGE_SIZE = 10;
/** Blockscout's `filter` values, names and numbers. */
const LIST_FILTERS: Readonly<Record<string, ContractListFilter>> = {
  verified: 'verified', unverified: 'unverified', empty: 'empty', 1: 'verified', 2: 'unverified', 3: 'empty',
};
/** `library1Name`/`library1Address` … as many as Blockscout's default. */
const MAX_LIBRARIES = 10;
/** How long the synchronous actions wait for the engine; it keeps going after. */
const SYNC_VERIFY_TIMEOUT_MS = 120_000;

/**
 * Etherscan's shape for the actions hardhat-verify and forge drive: a refusal is
 * `message: "NOTOK"` with the reason in `result`, the only field they print.
 */
function inEtherscanShape(action: EtherscanAction): EtherscanAction {
  return async(context) => {
    try {
      return await action(context);
    } catch (error) {
      if (!(error instanceof EtherscanError)) throw error;
      throw new EtherscanError('NOTOK', typeof error.result === 'string' ? error.result : error.message);
    }
  };
}

async function getabi({ params, db }: EtherscanContext): Promise<EtherscanAnswer> {
  const abi = await findContractAbi(db, params.address('address'));
  if (!abi) throw new EtherscanError(NOT_VERIFIED);
  return ok(JSON.stringify(abi));
}

async function getsourcecode({ params, db }: EtherscanContext): Promise<EtherscanAnswer> {
  const address = params.address('address');
  const row = await findVerifiedContract(db, address);
  return ok([ row ? serializeSourceCode(row) : serializeUnverified(address) ]);
}

async function getcontractcreation({ params, db }: EtherscanContext): Promise<EtherscanAnswer> {
  const addresses = params.addressList('contractaddresses', MAX_CREATION_ADDRESSES);
  const rows = await findContractCreations(db, addresses);
  if (rows.length === 0) throw new EtherscanError('No data found');
  const order = new Map(addresses.map((address, index) => [ address, index ]));
  return ok(rows.sort((a, b) => (order.get(a.hash) ?? 0) - (order.get(b.hash) ?? 0)).map(serializeContractCreation));
}

/** Why the engine refused a request before running it; null for any other error. */
function engineRefusal(error: unknown): string | null {
  if (error instanceof VerificationError) return describeFailure(error.errors);
  if (error instanceof VerificationRequestError) return error.message;
  return null;
}

/** Etherscan's form as the engine's request (the REST form's field names, GUIDE §5.2). */
function toEngineRequest(context: EtherscanContext): { method: string; raw: RawRequest } {
  const { params } = context;
  const format = params.optional('codeformat') ?? 'solidity-single-file';
  const sourceCode = params.required('sourceCode', 'sourcecode');
  const constructorArgs = params.optional('constructorArguements', 'constructorArguments', 'constructorarguments');
  const fields: Record<string, unknown> = {
    compiler_version: params.required('compilerversion', 'compilerVersion'),
    contract_name: params.optional('contractname', 'contractName'),
    license_type: params.optional('licenseType', 'licensetype'),
    // Given arguments must match the chain's; without them the engine reads them from the chain.
    constructor_args: constructorArgs,
    autodetect_constructor_args: constructorArgs === undefined,
  };
  if (format === 'solidity-standard-json-input') {
    return { method: 'standard-input', raw: { fields, files: [ { field: 'files[0]', filename: 'input.json', content: sourceCode } ] } };
  }
  if (format === 'solidity-single-file') {
    const optimized = params.optional('optimizationUsed', 'optimizationused');
    return { method: 'flattened-code', raw: { files: [], fields: { ...fields, source_code: sourceCode,
      is_optimization_enabled: optimized === '1' ? 'true' : 'false', optimization_runs: params.optional('runs'),
      evm_version: params.optional('evmversion', 'evmVersion') } } };
  }
  throw new EtherscanError(`Unsupported codeformat "${ format.slice(0, 60) }": expected solidity-standard-json-input or solidity-single-file`);
}

async function verifysourcecode(context: EtherscanContext): Promise<EtherscanAnswer> {
  const { params, db, jobs, verification } = context;
  const address = params.address('contractaddress', 'address');
  const state = await findContractState(db, address);
  // hardhat-verify recognises this text and says the contract is not deployed (yet) there.
  if (!state?.contract_code || state.contract_code === '0x') throw new EtherscanError(`Unable to locate ContractCode at ${ address }`);
  // Whether it may be verified (again) is the engine's rule, the same for every route.
  const { method, raw } = toEngineRequest(context);
  if (!verification) throw new EtherscanError('Contract verification is not enabled on this explorer');
  // Tracked first: the engine's outcome may come as soon as the request is taken.
  const guid = jobs.track(address);
  try {
    await verification.submit(address, method, raw, context.client);
  } catch (error) {
    jobs.drop(guid);
    const refusal = engineRefusal(error);
    if (refusal === null) throw error;
    throw new EtherscanError(refusal);
  }
  return ok(guid);
}

async function checkverifystatus({ params, jobs }: EtherscanContext): Promise<EtherscanAnswer> {
  const state = jobs.state(params.required('guid'));
  if (!state) return { status: '0', message: 'NOTOK', result: VERIFY_STATUS.unknown };
  if (state.status === 'pass') return ok(VERIFY_STATUS.pass);
  if (state.status === 'pending') return { status: '0', message: 'NOTOK', result: VERIFY_STATUS.pending };
  // Etherscan's words: the fixed text, then the reason, which hardhat-verify and forge print.
  return { status: '0', message: 'NOTOK', result: `${ VERIFY_STATUS.fail }. ${ state.message }` };
}

/**
 * Proxy detection runs in the indexer (proxy_implementations); this reports what it found,
 * so the GUID is settled at once.
 */
async function verifyproxycontract({ params, db, jobs }: EtherscanContext): Promise<EtherscanAnswer> {
  const address = params.address('address', 'contractaddress');
  const expected = params.optional('expectedimplementation');
  if (expected !== undefined && !ADDRESS_HASH_PATTERN.test(expected)) throw new EtherscanError('Invalid expectedimplementation address format');
  const state = await findContractState(db, address);
  if (!state?.contract_code || state.contract_code === '0x') throw new EtherscanError(`Unable to locate ContractCode at ${ address }`);
  const implementation = state.implementation_address_hashes?.[0];
  if (!implementation) return ok(jobs.settled(address, { status: 'fail', message: PROXY_NOT_DETECTED }));
  if (expected !== undefined && expected.toLowerCase() !== implementation) {
    return ok(jobs.settled(address, { status: 'fail',
      message: `The implementation contract at ${ implementation } does not match the expected implementation ${ expected.toLowerCase() }.` }));
  }
  return ok(jobs.settled(address, { status: 'pass',
    message: `The proxy's (${ address }) implementation contract is found at ${ implementation } and is successfully updated.` }));
}

async function checkproxyverification({ params, jobs }: EtherscanContext): Promise<EtherscanAnswer> {
  const state = jobs.state(params.required('guid'));
  if (!state) return { status: '0', message: 'NOTOK', result: VERIFY_STATUS.unknown };
  if (state.status === 'pending') return { status: '0', message: 'NOTOK', result: 'Verification in progress' };
  if (state.status === 'pass') return ok(state.message ?? VERIFY_STATUS.pass);
  return { status: '0', message: 'NOTOK', result: state.message };
}

/**
 * Blockscout's listing of contracts: all of them, or `filter=verified|unverified|empty`
 * (or 1, 2, 3); verified ones optionally by verification time (unix seconds, start
 * inclusive, end exclusive, as Blockscout).
 */
async function listcontracts({ params, db }: EtherscanContext): Promise<EtherscanAnswer> {
  const given = params.optional('filter')?.toLowerCase();
  let filter: ContractListFilter = 'all';
  if (given !== undefined) {
    if (!Object.hasOwn(LIST_FILTERS, given)) {
      throw new EtherscanError(`${ given.slice(0, 40) } is not a valid value for \`filter\`. Please use one of: verified, unverified, empty, 1, 2, 3.`);
    }
    filter = LIST_FILTERS[given];
  }
  const { skip, limit, order } = readPaging(params, 'asc', LIST_PAGE_SIZE);
  const verifiedFrom = params.unixTime('verified_at_start_timestamp');
  const verifiedBefore = params.unixTime('verified_at_end_timestamp');
  const rows = await listContracts(db, { filter, skip, limit, order, ...(filter === 'verified' ? { verifiedFrom, verifiedBefore } : {}) });
  return ok(rows.map(serializeListedContract));
}

/** Blockscout's refusal of a missing parameter of its verification actions. */
function requiredParam(params: EtherscanParams, name: string): string {
  const value = params.optional(name);
  if (value === undefined) throw new EtherscanError(`${ name } is required.`);
  return value;
}

/** `addressHash` of a verification: a contract with code (whether it may be verified again is the engine's rule). */
async function contractToVerify({ params, db }: EtherscanContext): Promise<string> {
  const given = requiredParam(params, 'addressHash');
  if (!ADDRESS_HASH_PATTERN.test(given)) throw new EtherscanError(INVALID_ADDRESS_HASH);
  const address = given.toLowerCase();
  const state = await findContractState(db, address);
  if (!state?.contract_code || state.contract_code === '0x') throw new EtherscanError(NOT_A_CONTRACT);
  return address;
}

/**
 * Runs a verification and waits for its outcome, as Blockscout's synchronous actions do:
 * the verified contract in getsourcecode's shape, or `status: "0"` with the engine's reason.
 * `refusalPrefix` says which kind of verification was refused.
 */
async function verifyAndWait(context: EtherscanContext, address: string, method: string, raw: RawRequest,
  refusalPrefix = ''): Promise<EtherscanAnswer> {
  const { verification, db, client } = context;
  if (!verification) throw new EtherscanError('Contract verification is not enabled on this explorer');
  let result;
  try {
    result = await submitAndWait(verification, { address, method, raw, client }, SYNC_VERIFY_TIMEOUT_MS);
  } catch (error) {
    const refusal = engineRefusal(error);
    if (refusal === null) throw error;
    throw new EtherscanError(`${ refusalPrefix }${ refusal }`);
  }
  if (result === 'timeout') {
    throw new EtherscanError(`Verification is taking longer than ${ SYNC_VERIFY_TIMEOUT_MS / 1000 } s and goes on; read its outcome later with getsourcecode`);
  }
  if (result.status === 'error') throw new EtherscanError(describeFailure(result.errors));
  const row = await findVerifiedContract(db, address);
  if (!row) throw new EtherscanError('Something went wrong while publishing the contract');
  return ok(serializeSourceCode(row));
}

/** `optimization` as Blockscout takes it: true/false or 1/0. */
function optimizationFlag(value: string): 'true' | 'false' {
  if (value === 'true' || value === '1') return 'true';
  if (value === 'false' || value === '0') return 'false';
  throw new EtherscanError('optimization has invalid format: expected true, false, 1 or 0');
}

/** `library1Name`/`library1Address` … as the engine's `{name: address}`. */
function librariesOf(params: EtherscanParams): Record<string, string> {
  const libraries: Record<string, string> = {};
  for (let number = 1; number <= MAX_LIBRARIES; number++) {
    const name = params.optional(`library${ number }Name`);
    if (name !== undefined) libraries[name] = params.optional(`library${ number }Address`) ?? '';
  }
  return libraries;
}

/** Blockscout's `verify`: one flattened source with its settings, answered when verified. */
async function verify(context: EtherscanContext): Promise<EtherscanAnswer> {
  const { params } = context;
  // Blockscout checks the parameters in this order and names the first one missing.
  const [ , name, compilerVersion, optimization, sourceCode ] = [ 'addressHash', 'name', 'compilerVersion', 'optimization', 'contractSourceCode' ]
    .map((param) => requiredParam(params, param));
  const address = await contractToVerify(context);
  const constructorArgs = params.optional('constructorArguments');
  const libraries = librariesOf(params);
  return verifyAndWait(context, address, 'flattened-code', { files: [], fields: {
    compiler_version: compilerVersion,
    contract_name: name,
    source_code: sourceCode,
    is_optimization_enabled: optimizationFlag(optimization),
    optimization_runs: params.optional('optimizationRuns'),
    evm_version: params.optional('evmVersion'),
    constructor_args: constructorArgs,
    // Without arguments the engine reads them from the chain, unless told not to.
    autodetect_constructor_args: params.optional('autodetectConstructorArguments') ?? String(constructorArgs === undefined),
    libraries: Object.keys(libraries).length > 0 ? JSON.stringify(libraries) : undefined,
    license_type: params.optional('licenseType'),
  } });
}

/**
 * Blockscout's `verify_via_sourcify`. Blockscout first asks Sourcify for the address; this
 * explorer runs offline, so the metadata and sources must be uploaded, and the engine
 * compiles them as the standard-JSON input the metadata describes.
 */
async function verifyViaSourcify(context: EtherscanContext): Promise<EtherscanAnswer> {
  const address = await contractToVerify(context);
  if (context.files.length === 0) throw new EtherscanError(SOURCIFY_UNREACHABLE);
  let compilation;
  try {
    compilation = compilationFromMetadata(context.files);
  } catch (error) {
    const refusal = engineRefusal(error);
    if (refusal === null) throw error;
    throw new EtherscanError(refusal);
  }
  return verifyAndWait(context, address, 'standard-input', {
    fields: { compiler_version: compilation.compilerVersion, contract_name: compilation.contractName, libraries: compilation.libraries },
    files: [ { field: 'files[0]', filename: 'input.json', content: compilation.input } ],
  });
}

/** Blockscout's `verify_vyper_contract`, through the engine's `vyper-code` method. */
async function verifyVyperContract(context: EtherscanContext): Promise<EtherscanAnswer> {
  const { params } = context;
  const [ , name, compilerVersion, sourceCode ] = [ 'addressHash', 'name', 'compilerVersion', 'contractSourceCode' ]
    .map((param) => requiredParam(params, param));
  const address = await contractToVerify(context);
  return verifyAndWait(context, address, 'vyper-code', { files: [], fields: {
    compiler_version: compilerVersion,
    contract_name: name,
    source_code: sourceCode,
    constructor_args: params.optional('constructorArguments'),
    evm_version: params.optional('evmVersion'),
  } }, 'Vyper verification: ');
}

export const contractModule: EtherscanModule = {
  getabi,
  getsourcecode,
  getcontractcreation,
  verifysourcecode: inEtherscanShape(verifysourcecode),
  checkverifystatus: inEtherscanShape(checkverifystatus),
  verifyproxycontract: inEtherscanShape(verifyproxycontract),
  checkproxyverification: inEtherscanShape(checkproxyverification),
  listcontracts,
  verify,
  verify_via_sourcify: verifyViaSourcify,
  verify_vyper_contract: verifyVyperContract,
};
