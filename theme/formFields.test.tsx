import { ChakraProvider, Field, Textarea } from '@chakra-ui/react';
import { render, screen } from '@testing-library/react';
import React from 'react';

import system from './index';

/** The text of every CSS rule inserted so far, nested ones (inside @layer) included. */
function ruleTexts(rules: CSSRuleList): string[] {
  return [ ...rules ].flatMap((rule) => 'cssRules' in rule ? ruleTexts((rule as CSSGroupingRule).cssRules) : [ rule.cssText ]);
}

/** The CSS rules emotion inserted whose selector names one of `element`'s classes. */
function rulesOf(element: Element): string {
  const classes = [ ...element.classList ];
  return [ ...document.styleSheets ].flatMap((sheet) => ruleTexts(sheet.cssRules))
    .filter((rule) => classes.some((name) => rule.includes(`.${ name }`))).join('\n');
}

it('draws a textarea with a border and a field error in the error colour, as inputs and alerts are', () => {
  render(
    <ChakraProvider value={ system }>
      <Field.Root invalid>
        <Field.Label>ABI</Field.Label>
        <Textarea aria-label="ABI"/>
        <Field.ErrorText>is invalid</Field.ErrorText>
      </Field.Root>
    </ChakraProvider>,
  );
  expect(rulesOf(screen.getByRole('textbox', { name: 'ABI' }))).toMatch(/border-width|--focus-color|border-color/);
  expect(rulesOf(screen.getByText('is invalid'))).toMatch(/color:\s*var\(--qnm-colors-fg-error\)/);
});
