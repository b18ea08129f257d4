/**
 * `module=contract` (GUIDE §11): reads of verified contracts and their creation, and the
 * verification flow of hardhat-verify and forge (submit, get a GUID, poll it). Result
 * strings are the ones those tools compare against, letter for letter.
 */
import { VerificationError, VerificationRequestError } from '../../../verification/errors';
import type { RawRequest } from '../../../verification/request';
import {
  findContractAbi, findContractCreations, findContractState, findVerifiedContract,
} from '../../repositories/etherscanContracts';
import {
  NOT_VERIFIED, serializeContractCreation, serializeSourceCode, serializeUnverified,
} from '../../serializers/etherscanContract';
import type { EtherscanContext, EtherscanModule } from './dispatch';
import { EtherscanError, ok, type EtherscanAnswer } from './envelope';

/** Addresses per `getcontractcreation` call. */
const MAX_CREATION_ADDRESSES = 10;

export const VERIFY_STATUS = {
  pending: 'Pending in queue',
  pass: 'Pass - Verified',
  fail: 'Fail - Unable to verify',
  unknown: 'Unknown UID',
} as const;
export const ALREADY_VERIFIED = 'Smart-contract already verified.';
const PROXY_NOT_DETECTED = 'A corresponding implementation contract was unfortunately not detected for the proxy address.';

/** A refusal of a verification request: tools read the reason from `result`. */
function verificationRefusal(message: string): EtherscanError {
  return new EtherscanError(message, message);
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
  throw verificationRefusal(`Unsupported codeformat "${ format.slice(0, 60) }": expected solidity-standard-json-input or solidity-single-file`);
}

async function verifysourcecode(context: EtherscanContext): Promise<EtherscanAnswer> {
  const { params, db, jobs, verification } = context;
  const address = params.address('contractaddress', 'address');
  const state = await findContractState(db, address);
  // hardhat-verify recognises this text and says the contract is not deployed (yet) there.
  if (!state?.contract_code || state.contract_code === '0x') throw verificationRefusal(`Unable to locate ContractCode at ${ address }`);
  if (state.verified) throw verificationRefusal(ALREADY_VERIFIED);
  const { method, raw } = toEngineRequest(context);
  if (!verification) throw verificationRefusal('Contract verification is not enabled on this explorer');
  // Tracked first: the engine's outcome may come as soon as the request is taken.
  const guid = jobs.track(address);
  try {
    await verification.submit(address, method, raw);
  } catch (error) {
    jobs.drop(guid);
    if (error instanceof VerificationError) {
      const [ field, messages ] = Object.entries(error.errors)[0];
      throw verificationRefusal(`${ field }: ${ messages[0] }`);
    }
    if (error instanceof VerificationRequestError) throw verificationRefusal(error.message);
    throw error;
  }
  return ok(guid);
}

async function checkverifystatus({ params, jobs }: EtherscanContext): Promise<EtherscanAnswer> {
  const state = jobs.state(params.required('guid'));
  if (!state) return { status: '0', message: 'NOTOK', result: VERIFY_STATUS.unknown };
  if (state.status === 'pass') return ok(VERIFY_STATUS.pass);
  if (state.status === 'pending') return { status: '0', message: 'NOTOK', result: VERIFY_STATUS.pending };
  // The reason goes in `message`: tools compare `result` with the fixed text.
  return { status: '0', message: state.message, result: VERIFY_STATUS.fail };
}

/**
 * Proxy detection runs in the indexer (proxy_implementations); this reports what it found,
 * so the GUID is settled at once.
 */
async function verifyproxycontract({ params, db, jobs }: EtherscanContext): Promise<EtherscanAnswer> {
  const address = params.address('address', 'contractaddress');
  const expected = params.optional('expectedimplementation');
  if (expected !== undefined && !/^0x[0-9a-fA-F]{40}$/.test(expected)) throw new EtherscanError('Invalid expectedimplementation address format');
  const state = await findContractState(db, address);
  if (!state?.contract_code || state.contract_code === '0x') throw verificationRefusal(`Unable to locate ContractCode at ${ address }`);
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

export const contractModule: EtherscanModule = {
  getabi,
  getsourcecode,
  getcontractcreation,
  verifysourcecode,
  checkverifystatus,
  verifyproxycontract,
  checkproxyverification,
};
