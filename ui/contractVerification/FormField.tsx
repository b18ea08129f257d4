/** A labelled form control with its hint and, beside it, its error (client check or server answer). */
import { Box, chakra, Text } from '@chakra-ui/react';
import React from 'react';

interface Props {
  name: string;
  label: string;
  hint?: string;
  error?: string;
  isRequired?: boolean;
  children: React.ReactNode;
}

export function FormField({ name, label, hint, error, isRequired, children }: Props) {
  return (
    <Box data-testid={ `field-${ name }` }>
      <chakra.label id={ `verify-${ name }-label` } htmlFor={ `verify-${ name }` } display="block" fontSize="sm" fontWeight={ 600 } mb="1">
        { label }{ isRequired && <Text as="span" color="red.600" aria-hidden> *</Text> }
      </chakra.label>
      { children }
      { hint && !error && <Text fontSize="xs" color="text.secondary" mt="1">{ hint }</Text> }
      { /* Compiler messages are multi-line (a caret under the source line): kept as they are, as text. */ }
      { error && (
        <Text id={ `verify-${ name }-error` } fontSize="xs" color="red.600" mt="1" whiteSpace="pre-wrap" wordBreak="break-word" role="alert"
          data-testid={ `error-${ name }` }>
          { error }
        </Text>
      ) }
    </Box>
  );
}

/** A native checkbox with its label (the Chakra checkbox recipe is not in the theme, see theme/index.ts). */
export function CheckboxField({ name, label, checked, onChange }: { name: string; label: string; checked: boolean; onChange: (checked: boolean) => void }) {
  return (
    <chakra.label display="inline-flex" alignItems="center" gap="2" fontSize="sm" cursor="pointer" data-testid={ `field-${ name }` }>
      <chakra.input type="checkbox" name={ name } checked={ checked } onChange={ (event) => onChange(event.target.checked) } accentColor="brand.600"/>
      { label }
    </chakra.label>
  );
}

export const textareaStyle = {
  display: 'block', w: '100%', minH: '240px', p: '2', fontFamily: 'mono', fontSize: 'xs', borderWidth: '1px', borderColor: 'border.divider',
  borderRadius: 'md', bg: 'bg.card',
} as const;
