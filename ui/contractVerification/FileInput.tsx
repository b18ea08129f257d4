/**
 * The form's file picker: a "Choose file(s)" button that opens the browser's dialog, and the
 * names chosen listed beside it. The native input stays in the form, hidden, and holds the
 * files the form reads; the button is the control people reach, named by the field's label.
 */
import { Button, chakra, Flex, Text } from '@chakra-ui/react';
import React from 'react';

interface Props {
  /** The field name; `verify-{name}` is the input's id, which the field's label points at. */
  name: string;
  accept: string;
  multiple: boolean;
  isInvalid: boolean;
}

export default function FileInput({ name, accept, multiple, isInvalid }: Props) {
  const inputRef = React.useRef<HTMLInputElement>(null);
  const [ fileNames, setFileNames ] = React.useState<Array<string>>([]);
  const id = `verify-${ name }`;

  const handleChange = React.useCallback((event: React.ChangeEvent<HTMLInputElement>) => {
    setFileNames(Array.from(event.target.files ?? [], (file) => file.name));
  }, []);
  const openDialog = React.useCallback(() => inputRef.current?.click(), []);

  return (
    <Flex align="baseline" gap="3" wrap="wrap">
      <chakra.input ref={ inputRef } id={ id } type="file" name={ name } accept={ accept } multiple={ multiple } hidden tabIndex={ -1 }
        onChange={ handleChange }/>
      <Button id={ `${ id }-button` } size="sm" variant="outline" flexShrink={ 0 } onClick={ openDialog } aria-invalid={ isInvalid }
        aria-labelledby={ `${ id }-label ${ id }-button` } aria-describedby={ isInvalid ? `${ id }-chosen ${ id }-error` : `${ id }-chosen` }>
        { multiple ? 'Choose files' : 'Choose file' }
      </Button>
      { fileNames.length === 0 ? (
        <Text id={ `${ id }-chosen` } fontSize="sm" color="text.secondary" data-testid="files-chosen">
          { multiple ? 'No files chosen' : 'No file chosen' }
        </Text>
      ) : (
        <chakra.ul id={ `${ id }-chosen` } listStyleType="none" m="0" p="0" fontSize="sm" minW="0" wordBreak="break-all" data-testid="files-chosen">
          { fileNames.map((fileName, index) => <li key={ index }>{ fileName }</li>) }
        </chakra.ul>
      ) }
    </Flex>
  );
}
