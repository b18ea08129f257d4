/**
 * The verification form: a method from the config's `verification_options`, then that method's
 * fields (compiler and EVM versions from the config, optimiser and runs, libraries, constructor
 * arguments, licence, source or files). Checked before sending, each message beside its field;
 * server errors arrive through `errors` and are shown the same way.
 */
import { Alert, Box, Button, chakra, Flex, Input, NativeSelect } from '@chakra-ui/react';
import React from 'react';

import { contractLicenseName } from 'lib/contract/licenses';
import type { SmartContractVerificationConfig, SmartContractVerificationMethod } from 'types/api/contract';

import FileInput from './FileInput';
import { CheckboxField, FormField, textareaStyle } from './FormField';
import {
  compilerVersions, evmVersions, MAX_LIBRARIES, METHOD_SPECS, METHOD_TITLES, validate, type FieldErrors, type FieldName, type Library,
  type VerificationValues,
} from './methods';

interface Props {
  config: SmartContractVerificationConfig;
  errors: FieldErrors;
  isBusy: boolean;
  onErrors: (errors: FieldErrors) => void;
  onSubmit: (method: SmartContractVerificationMethod, values: VerificationValues) => void;
}

function Select({ name, options, defaultValue, placeholder }: { name: string; options: Array<{ value: string; label: string }>; defaultValue?: string; placeholder?: string }) {
  return (
    <NativeSelect.Root size="sm" maxW="420px">
      <NativeSelect.Field id={ `verify-${ name }` } name={ name } defaultValue={ defaultValue ?? '' } bg="bg.card">
        { placeholder !== undefined && <option value="">{ placeholder }</option> }
        { options.map((option) => <option key={ option.value } value={ option.value }>{ option.label }</option>) }
      </NativeSelect.Field>
      <NativeSelect.Indicator/>
    </NativeSelect.Root>
  );
}

function readValues(form: HTMLFormElement, libraries: Array<Library>, flags: { optimization: boolean; autodetect: boolean }): VerificationValues {
  const data = new FormData(form);
  const text = (name: string) => String(data.get(name) ?? '');
  const fileInput = form.elements.namedItem('files') as HTMLInputElement | null;
  return {
    compiler_version: text('compiler_version'),
    evm_version: text('evm_version'),
    contract_name: text('contract_name'),
    source_code: text('source_code'),
    files: fileInput?.files ? Array.from(fileInput.files) : [],
    is_optimization_enabled: flags.optimization,
    optimization_runs: text('optimization_runs'),
    autodetect_constructor_args: flags.autodetect,
    constructor_args: text('constructor_args'),
    libraries,
    license_type: text('license_type'),
  };
}

export default function ContractVerificationForm({ config, errors, isBusy, onErrors, onSubmit }: Props) {
  const [ method, setMethod ] = React.useState<SmartContractVerificationMethod>(config.verification_options[0] ?? 'flattened-code');
  const [ optimization, setOptimization ] = React.useState(true);
  const [ autodetect, setAutodetect ] = React.useState(true);
  const [ libraries, setLibraries ] = React.useState<Array<Library>>([]);
  const spec = METHOD_SPECS[method];
  const has = (field: FieldName) => spec.fields.includes(field);

  const handleMethod = React.useCallback((event: React.ChangeEvent<HTMLSelectElement>) => {
    setMethod(event.target.value as SmartContractVerificationMethod);
    onErrors({});
  }, [ onErrors ]);

  const handleSubmit = React.useCallback((event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const values = readValues(event.currentTarget, libraries, { optimization, autodetect });
    const found = validate(method, values);
    onErrors(found);
    if (Object.keys(found).length === 0) onSubmit(method, values);
  }, [ autodetect, libraries, method, onErrors, onSubmit, optimization ]);

  const setLibrary = (index: number, key: keyof Library) => (event: React.ChangeEvent<HTMLInputElement>) =>
    setLibraries((list) => list.map((library, i) => i === index ? { ...library, [key]: event.target.value } : library));

  const licenses = Object.keys(config.license_types);

  return (
    <chakra.form onSubmit={ handleSubmit } noValidate display="flex" flexDirection="column" gap="5" maxW="820px" data-testid="verification-form"
      aria-busy={ isBusy }>
      <FormField name="method" label="Verification method" isRequired>
        <NativeSelect.Root size="sm" maxW="420px">
          <NativeSelect.Field id="verify-method" value={ method } onChange={ handleMethod } bg="bg.card" data-testid="verification-method">
            { config.verification_options.map((option) => <option key={ option } value={ option }>{ METHOD_TITLES[option] ?? option }</option>) }
          </NativeSelect.Field>
          <NativeSelect.Indicator/>
        </NativeSelect.Root>
      </FormField>

      { /* Fields keyed by method: switching method starts from clean inputs of the new one. */ }
      <Flex key={ method } direction="column" gap="5">
        { has('contract_name') && (
          <FormField name="contract_name" label="Contract name" error={ errors.contract_name }
            hint={ method === 'standard-input' ? 'Optional: path/File.sol:ContractName, when the input has several contracts' : 'Optional: the contract to verify, when the source has several' }>
            <Input id="verify-contract_name" name="contract_name" size="sm" maxW="420px" aria-invalid={ Boolean(errors.contract_name) }/>
          </FormField>
        ) }
        { has('compiler_version') && (
          <FormField name="compiler_version" label="Compiler version" isRequired error={ errors.compiler_version }>
            <Select name="compiler_version" placeholder="Choose a compiler version"
              options={ compilerVersions(config, method).map((version) => ({ value: version, label: version })) }/>
          </FormField>
        ) }
        { has('evm_version') && (
          <FormField name="evm_version" label="EVM version" error={ errors.evm_version }>
            <Select name="evm_version" defaultValue="default"
              options={ evmVersions(config, method).map((version) => ({ value: version, label: version })) }/>
          </FormField>
        ) }
        { has('is_optimization_enabled') && (
          <Flex gap="4" align="flex-start" wrap="wrap">
            <Box pt="6"><CheckboxField name="is_optimization_enabled" label="Optimization enabled" checked={ optimization } onChange={ setOptimization }/></Box>
            { optimization && (
              <FormField name="optimization_runs" label="Optimization runs" error={ errors.optimization_runs }>
                <Input id="verify-optimization_runs" name="optimization_runs" size="sm" w="160px" defaultValue="200" inputMode="numeric"
                  aria-invalid={ Boolean(errors.optimization_runs) }/>
              </FormField>
            ) }
          </Flex>
        ) }
        { has('source_code') && (
          <FormField name="source_code" label="Contract source code" isRequired error={ errors.source_code }>
            <chakra.textarea id="verify-source_code" name="source_code" spellCheck={ false } { ...textareaStyle } aria-invalid={ Boolean(errors.source_code) }/>
          </FormField>
        ) }
        { has('files') && spec.files && (
          <FormField name="files" label={ spec.files.multiple ? 'Source files' : 'Standard JSON input' } isRequired error={ errors.files } hint={ spec.files.hint }>
            <FileInput name="files" accept={ spec.files.accept } multiple={ spec.files.multiple } isInvalid={ Boolean(errors.files) }/>
          </FormField>
        ) }
        { has('autodetect_constructor_args') && (
          <CheckboxField name="autodetect_constructor_args" label="Try to fetch constructor arguments automatically" checked={ autodetect }
            onChange={ setAutodetect }/>
        ) }
        { has('constructor_args') && !(has('autodetect_constructor_args') && autodetect) && (
          <FormField name="constructor_args" label="ABI-encoded constructor arguments" error={ errors.constructor_args } hint="Optional, hex">
            <chakra.textarea id="verify-constructor_args" name="constructor_args" spellCheck={ false } { ...textareaStyle } minH="80px"
              aria-invalid={ Boolean(errors.constructor_args) }/>
          </FormField>
        ) }
        { has('libraries') && (
          <FormField name="libraries" label="Contract libraries" error={ errors.libraries } hint="Optional: name and address of each linked library">
            <Flex direction="column" gap="2">
              { libraries.map((library, index) => (
                <Flex key={ index } gap="2" wrap="wrap" data-testid="library-row">
                  <Input size="sm" maxW="220px" placeholder="Library name" aria-label={ `Library ${ index + 1 } name` } value={ library.name }
                    onChange={ setLibrary(index, 'name') }/>
                  <Input size="sm" maxW="420px" placeholder="0x…" aria-label={ `Library ${ index + 1 } address` } value={ library.address }
                    onChange={ setLibrary(index, 'address') }/>
                  <Button size="sm" variant="ghost" onClick={ () => setLibraries((list) => list.filter((_, i) => i !== index)) }>Remove</Button>
                </Flex>
              )) }
              { libraries.length < MAX_LIBRARIES && (
                <Box><Button size="xs" variant="outline" onClick={ () => setLibraries((list) => [ ...list, { name: '', address: '' } ]) }>Add library</Button></Box>
              ) }
            </Flex>
          </FormField>
        ) }
        { has('license_type') && (
          <FormField name="license_type" label="Contract license" error={ errors.license_type }>
            <Select name="license_type" placeholder="No license selected" options={ licenses.map((license) => ({ value: license, label: contractLicenseName(license) })) }/>
          </FormField>
        ) }
      </Flex>

      { errors.form && (
        <Alert.Root status="error" data-testid="verification-form-error">
          <Alert.Indicator/><Alert.Title whiteSpace="pre-wrap" wordBreak="break-word">{ errors.form }</Alert.Title>
        </Alert.Root>
      ) }
      <Flex>
        <Button type="submit" size="md" loading={ isBusy } loadingText="Verifying…" data-testid="verification-submit">Verify & publish</Button>
      </Flex>
    </chakra.form>
  );
}
