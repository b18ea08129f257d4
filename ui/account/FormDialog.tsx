/**
 * The add/edit dialog of an account list: fields from definitions, checks on submit, the
 * backend's field errors under their fields, and a general error above the buttons.
 */
import { Box, Button, chakra, Field, Input, NativeSelect, Stack, Text, Textarea } from '@chakra-ui/react';
import React from 'react';

import { isResourceError } from 'lib/api/ResourceError';
import AppDialog from 'ui/shared/AppDialog';

import { serverFieldErrors, validateForm, type FieldDef, type FormErrors, type FormValues } from './formFields';

interface Props {
  title: string;
  submitLabel: string;
  fields: ReadonlyArray<FieldDef>;
  initialValues: FormValues;
  onSubmit: (values: FormValues) => Promise<void>;
  onClose: () => void;
}

/** A select's choices; a saved value no longer among them stays choosable, so saving again does not drop it. */
function selectOptions(field: FieldDef, value: string): ReadonlyArray<string> {
  const options = field.options ?? [];
  return value && !options.includes(value) ? [ value, ...options ] : options;
}

export default function FormDialog({ title, submitLabel, fields, initialValues, onSubmit, onClose }: Props) {
  const [ values, setValues ] = React.useState<FormValues>(initialValues);
  const [ errors, setErrors ] = React.useState<FormErrors>({});
  const [ generalError, setGeneralError ] = React.useState<string | null>(null);
  const [ isSubmitting, setSubmitting ] = React.useState(false);

  const submit = async(event: React.FormEvent) => {
    event.preventDefault();
    const found = validateForm(fields, values);
    setErrors(found);
    setGeneralError(null);
    if (Object.keys(found).length > 0) return;
    setSubmitting(true);
    try {
      await onSubmit(values);
    } catch (error) {
      const payload = isResourceError(error) ? error.payload : undefined;
      const byField = serverFieldErrors(payload);
      const known = byField ? Object.fromEntries(Object.entries(byField).filter(([ name ]) => fields.some((field) => field.name === name))) : {};
      setErrors(known);
      const rest = byField ? Object.entries(byField).filter(([ name ]) => !(name in known)).map(([ name, message ]) => `${ name }: ${ message }`) : [];
      const message = (payload as { message?: string } | undefined)?.message;
      if (rest.length > 0 || !byField) setGeneralError(rest.join('; ') || message || 'Something went wrong. Try again later.');
    } finally {
      setSubmitting(false);
    }
  };

  const setValue = (name: string, value: string | boolean) => setValues((current) => ({ ...current, [name]: value }));

  return (
    <AppDialog title={ title } testId="account-form-dialog" onClose={ onClose } onSubmit={ submit } footer={ (
      <Box display="flex" gap="3">
        <Button variant="outline" onClick={ onClose }>Cancel</Button>
        <Button type="submit" loading={ isSubmitting }>{ submitLabel }</Button>
      </Box>
    ) }>
      <Stack gap="4">
        { fields.map((field) => {
          const value = values[field.name];
          if (field.kind === 'checkbox') {
            return (
              <chakra.label key={ field.name } display="flex" alignItems="center" gap="2" fontSize="sm" cursor="pointer">
                <chakra.input type="checkbox" name={ field.name } checked={ value === true } w="4" h="4" accentColor="brand.solid"
                  onChange={ (event: React.ChangeEvent<HTMLInputElement>) => setValue(field.name, event.target.checked) }/>
                { field.label }
              </chakra.label>
            );
          }
          const Control = field.kind === 'textarea' ? Textarea : Input;
          const handleChange = (event: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) =>
            setValue(field.name, event.target.value);
          return (
            <Field.Root key={ field.name } invalid={ Boolean(errors[field.name]) } required={ field.required }>
              <Field.Label>{ field.label }{ field.required && <Field.RequiredIndicator/> }</Field.Label>
              { field.kind === 'select' ? (
                <NativeSelect.Root>
                  <NativeSelect.Field name={ field.name } value={ String(value ?? '') } onChange={ handleChange }>
                    <option value="">Not specified</option>
                    { selectOptions(field, String(value ?? '')).map((option) => <option key={ option } value={ option }>{ option }</option>) }
                  </NativeSelect.Field>
                  <NativeSelect.Indicator/>
                </NativeSelect.Root>
              ) : (
                <Control name={ field.name } value={ String(value ?? '') } placeholder={ field.placeholder } autoComplete="off" onChange={ handleChange }
                  { ...(field.kind === 'textarea' ? { rows: 6, fontFamily: 'mono', fontSize: 'sm' } : {}) }/>
              ) }
              { field.hint && !errors[field.name] && <Field.HelperText>{ field.hint }</Field.HelperText> }
              <Field.ErrorText>{ errors[field.name] }</Field.ErrorText>
            </Field.Root>
          );
        }) }
        { generalError && <Text color="fg.error" fontSize="sm" role="alert">{ generalError }</Text> }
      </Stack>
    </AppDialog>
  );
}
