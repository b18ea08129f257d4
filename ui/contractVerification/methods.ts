/**
 * What each verification method (GUIDE §5.2) asks for, how the form is checked before it is
 * sent, and the request body built from it (JSON, or multipart when files are attached).
 * Field names are the API's, so a server error `{errors: {field: [msg]}}` lands beside its field.
 */
import type { SmartContractVerificationConfig, SmartContractVerificationMethod } from 'types/api/contract';

export type FieldName =
  | 'compiler_version' | 'evm_version' | 'contract_name' | 'source_code' | 'files' | 'is_optimization_enabled' | 'optimization_runs'
  | 'autodetect_constructor_args' | 'constructor_args' | 'libraries' | 'license_type';

export const METHOD_TITLES: Record<SmartContractVerificationMethod, string> = {
  'flattened-code': 'Solidity (Flattened source code)',
  'standard-input': 'Solidity (Standard JSON input)',
  'multi-part': 'Solidity (Multi-part files)',
  'vyper-code': 'Vyper (Contract)',
  'vyper-multi-part': 'Vyper (Multi-part files)',
  'vyper-standard-input': 'Vyper (Standard JSON input)',
  sourcify: 'Solidity (Sourcify)',
};

interface MethodSpec {
  fields: ReadonlyArray<FieldName>;
  language: 'solidity' | 'vyper';
  /** What the file input takes; undefined: no files. */
  files?: { accept: string; multiple: boolean; hint: string };
}

export const METHOD_SPECS: Record<SmartContractVerificationMethod, MethodSpec> = {
  'flattened-code': { language: 'solidity', fields: [
    'contract_name', 'compiler_version', 'evm_version', 'is_optimization_enabled', 'optimization_runs', 'source_code',
    'autodetect_constructor_args', 'constructor_args', 'libraries', 'license_type',
  ] },
  'standard-input': { language: 'solidity', files: { accept: '.json,application/json', multiple: false, hint: 'The standard JSON input file (.json)' },
    fields: [ 'contract_name', 'compiler_version', 'files', 'autodetect_constructor_args', 'constructor_args', 'license_type' ] },
  'multi-part': { language: 'solidity', files: { accept: '.sol,.yul', multiple: true, hint: 'Every source file (.sol)' },
    fields: [ 'compiler_version', 'evm_version', 'is_optimization_enabled', 'optimization_runs', 'files', 'libraries', 'license_type' ] },
  'vyper-code': { language: 'vyper',
    fields: [ 'contract_name', 'compiler_version', 'evm_version', 'source_code', 'constructor_args', 'license_type' ] },
  'vyper-multi-part': { language: 'vyper', files: { accept: '.vy', multiple: true, hint: 'Every source file (.vy)' },
    fields: [ 'compiler_version', 'evm_version', 'files', 'license_type' ] },
  'vyper-standard-input': { language: 'vyper', files: { accept: '.json,application/json', multiple: false, hint: 'The standard JSON input file (.json)' },
    fields: [ 'compiler_version', 'files', 'license_type' ] },
  sourcify: { language: 'solidity', files: { accept: '.sol,.json', multiple: true, hint: 'Sources and metadata.json' }, fields: [ 'files' ] },
};

export interface Library {
  name: string;
  address: string;
}

/** The form as typed. */
export interface VerificationValues {
  compiler_version: string;
  evm_version: string;
  contract_name: string;
  source_code: string;
  files: Array<File>;
  is_optimization_enabled: boolean;
  optimization_runs: string;
  autodetect_constructor_args: boolean;
  constructor_args: string;
  libraries: Array<Library>;
  license_type: string;
}

export type FieldErrors = Partial<Record<FieldName | 'form', string>>;

export const MAX_LIBRARIES = 10;
const HEX_RE = /^(0x)?(?:[\da-fA-F]{2})*$/;
const ADDRESS_RE = /^0x[\da-fA-F]{40}$/;

export function compilerVersions(config: SmartContractVerificationConfig, method: SmartContractVerificationMethod): Array<string> {
  return METHOD_SPECS[method].language === 'vyper' ? config.vyper_compiler_versions : config.solidity_compiler_versions;
}

export function evmVersions(config: SmartContractVerificationConfig, method: SmartContractVerificationMethod): Array<string> {
  return METHOD_SPECS[method].language === 'vyper' ? config.vyper_evm_versions : config.solidity_evm_versions;
}

/** Client-side checks, one message per field; empty when the form can be sent. */
export function validate(method: SmartContractVerificationMethod, values: VerificationValues): FieldErrors {
  const spec = METHOD_SPECS[method];
  const has = (field: FieldName) => spec.fields.includes(field);
  const errors: FieldErrors = {};
  if (has('compiler_version') && !values.compiler_version) errors.compiler_version = 'Choose a compiler version';
  if (has('source_code') && !values.source_code.trim()) errors.source_code = 'Paste the contract source code';
  if (has('files')) {
    if (values.files.length === 0) errors.files = spec.files?.multiple ? 'Add the source files' : 'Add the standard JSON input file';
    else if (spec.files && !spec.files.multiple && !/\.json$/i.test(values.files[0].name)) errors.files = 'The standard JSON input must be a .json file';
  }
  if (has('optimization_runs') && values.is_optimization_enabled) {
    const runs = values.optimization_runs.trim();
    if (!/^\d+$/.test(runs) || Number(runs) > 4294967295) errors.optimization_runs = 'Runs must be a whole number from 0 to 4294967295';
  }
  if (has('constructor_args') && !(has('autodetect_constructor_args') && values.autodetect_constructor_args)) {
    if (!HEX_RE.test(values.constructor_args.trim())) errors.constructor_args = 'Constructor arguments must be ABI-encoded hex';
  }
  if (has('contract_name') && method === 'standard-input' && values.contract_name && !/^[^:]+:[A-Za-z_$][\w$]*$/.test(values.contract_name.trim())) {
    errors.contract_name = 'Use path/File.sol:ContractName';
  }
  if (has('libraries')) {
    const bad = values.libraries.find((library) => (library.name || library.address) && (!library.name.trim() || !ADDRESS_RE.test(library.address.trim())));
    if (bad) errors.libraries = 'Each library needs a name and an address (0x and 40 hex digits)';
  }
  return errors;
}

function librariesRecord(libraries: Array<Library>): Record<string, string> | undefined {
  const filled = libraries.filter((library) => library.name.trim() && library.address.trim());
  return filled.length ? Object.fromEntries(filled.map((library) => [ library.name.trim(), library.address.trim() ])) : undefined;
}

/** The request body for `method`: a FormData when files travel, a plain object (sent as JSON) otherwise. */
export function buildBody(method: SmartContractVerificationMethod, values: VerificationValues): FormData | Record<string, unknown> {
  const spec = METHOD_SPECS[method];
  const has = (field: FieldName) => spec.fields.includes(field);
  const autodetect = has('autodetect_constructor_args') && values.autodetect_constructor_args;
  const libraries = has('libraries') ? librariesRecord(values.libraries) : undefined;
  const fields: Record<string, unknown> = {
    compiler_version: has('compiler_version') ? values.compiler_version : undefined,
    evm_version: has('evm_version') ? values.evm_version || 'default' : undefined,
    contract_name: has('contract_name') && values.contract_name.trim() ? values.contract_name.trim() : undefined,
    source_code: has('source_code') ? values.source_code : undefined,
    is_optimization_enabled: has('is_optimization_enabled') ? values.is_optimization_enabled : undefined,
    optimization_runs: has('optimization_runs') && values.is_optimization_enabled ? Number(values.optimization_runs) : undefined,
    autodetect_constructor_args: has('autodetect_constructor_args') ? autodetect : undefined,
    constructor_args: has('constructor_args') && !autodetect && values.constructor_args.trim() ? values.constructor_args.trim() : undefined,
    license_type: has('license_type') && values.license_type ? values.license_type : undefined,
  };
  if (!spec.files) {
    return Object.fromEntries(Object.entries({ ...fields, libraries }).filter(([ , value ]) => value !== undefined));
  }
  const form = new FormData();
  for (const [ key, value ] of Object.entries(fields)) {
    if (value !== undefined) form.append(key, String(value));
  }
  // Multipart carries libraries as one JSON string (GUIDE §5.2).
  if (libraries) form.append('libraries', JSON.stringify(libraries));
  values.files.forEach((file, index) => form.append(`files[${ index }]`, file, file.name));
  return form;
}

/** `{errors: {field: [msg]}}` from the API or the socket, as one message per form field; unknown fields go to `form`. */
export function serverFieldErrors(errors: Record<string, Array<string> | string> | undefined, message?: string): FieldErrors {
  const result: FieldErrors = {};
  const known = new Set<string>(Object.values(METHOD_SPECS).flatMap((spec) => spec.fields));
  for (const [ key, value ] of Object.entries(errors ?? {})) {
    const field = key.replace(/\[\d*\]$/, '');
    // One message a line: a compiler message spans lines itself and is shown as written.
    const text = Array.isArray(value) ? value.join('\n') : String(value);
    const target = known.has(field) ? field as FieldName : 'form';
    result[target] = result[target] ? `${ result[target] }\n${ text }` : text;
  }
  if (message && Object.keys(result).length === 0) result.form = message;
  return result;
}
