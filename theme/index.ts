/**
 * The Chakra UI v3 system: breakpoints, brand palette and semantic tokens named for what they
 * colour (text, links, hashes, surfaces) so components carry almost no raw colours.
 * Dark mode is the `.dark` class that next-themes puts on <html>.
 */
import { createSystem, defaultBaseConfig, defineConfig } from '@chakra-ui/react';
import {
  alertSlotRecipe, animationStyles, badgeRecipe, cssVarsRoot, buttonRecipe, collapsibleSlotRecipe, dialogSlotRecipe, drawerSlotRecipe,
  fieldSlotRecipe, globalCss as chakraGlobalCss, headingRecipe, inputRecipe, keyframes, layerStyles, linkRecipe, listSlotRecipe,
  nativeSelectSlotRecipe, popoverSlotRecipe, semanticTokens, separatorRecipe, skeletonRecipe, spinnerRecipe, tableSlotRecipe,
  tabsSlotRecipe, textareaRecipe, textStyles, toastSlotRecipe, tokens,
} from '@chakra-ui/react/theme';

import { BREAKPOINTS } from './breakpoints';

/** The font stacks of the app (theme/fonts.test.ts holds them against the bundled stylesheets). */
export const FONT_STACKS = {
  body: 'system-ui, -apple-system, "Segoe UI", "Helvetica Neue", "Noto Sans", "Liberation Sans", Arial, sans-serif',
  mono: 'ui-monospace, "SFMono-Regular", Menlo, Consolas, "Liberation Mono", monospace',
} as const;

/**
 * The colour palettes in use: brand (below), gray, the status colours of alerts, badges and
 * toasts (red, orange, green, blue) and the alpha scales. Every palette costs the browser
 * work when the system is created at start-up, so Chakra's others (yellow, teal, cyan,
 * purple, pink) are left out; add one here before using it.
 */
const PALETTES = [ 'transparent', 'current', 'black', 'white', 'whiteAlpha', 'blackAlpha', 'gray', 'red', 'orange', 'green', 'blue' ];
const SEMANTIC_PALETTES = [ 'bg', 'fg', 'border', 'gray', 'red', 'orange', 'green', 'blue' ];

function pick<T extends object>(source: T, keys: ReadonlyArray<string>): Partial<T> {
  return Object.fromEntries(Object.entries(source).filter(([ key ]) => keys.includes(key))) as Partial<T>;
}

/**
 * Chakra's theme with only the recipes of the components we use: the full default set would
 * put every component's styles (~40 kB gzipped) into the first load of every page. A
 * component added later needs its recipe here, or it renders unstyled.
 */
const chakraTheme = defineConfig({
  preflight: true,
  cssVarsRoot,
  globalCss: chakraGlobalCss,
  theme: {
    keyframes,
    tokens: { ...tokens, colors: pick(tokens.colors, PALETTES) },
    semanticTokens: { ...semanticTokens, colors: pick(semanticTokens.colors, SEMANTIC_PALETTES) },
    textStyles,
    layerStyles,
    animationStyles,
    recipes: {
      badge: badgeRecipe, button: buttonRecipe, heading: headingRecipe, input: inputRecipe, link: linkRecipe,
      separator: separatorRecipe, skeleton: skeletonRecipe, spinner: spinnerRecipe, textarea: textareaRecipe,
    },
    slotRecipes: {
      alert: alertSlotRecipe, collapsible: collapsibleSlotRecipe, dialog: dialogSlotRecipe, drawer: drawerSlotRecipe, field: fieldSlotRecipe,
      list: listSlotRecipe,
      nativeSelect: nativeSelectSlotRecipe, popover: popoverSlotRecipe, table: tableSlotRecipe, tabs: tabsSlotRecipe, toast: toastSlotRecipe,
    },
  },
});

const config = defineConfig({
  cssVarsPrefix: 'qnm',
  globalCss: {
    'html, body': {
      bg: 'bg.page',
      color: 'text.primary',
      fontSize: '15px',
      lineHeight: '1.5',
    },
    // Native controls (date pickers' icons, scrollbars) follow the mode too.
    html: { colorScheme: 'light' },
    'html.dark': { colorScheme: 'dark' },
    '*::placeholder': { color: 'text.placeholder' },
    a: { color: 'inherit' },
  },
  theme: {
    breakpoints: BREAKPOINTS,
    tokens: {
      fonts: {
        // The system's own faces: nothing to download, and no family a lazily loaded stylesheet
        // defines (GraphiQL brings Roboto and Fira Code), so no page changes the shell's typeface.
        heading: { value: FONT_STACKS.body },
        body: { value: FONT_STACKS.body },
        mono: { value: FONT_STACKS.mono },
      },
      colors: {
        brand: {
          50: { value: '#eef2ff' },
          100: { value: '#e0e7ff' },
          200: { value: '#c7d2fe' },
          300: { value: '#a5b4fc' },
          400: { value: '#818cf8' },
          500: { value: '#6366f1' },
          600: { value: '#4f46e5' },
          700: { value: '#4338ca' },
          800: { value: '#3730a3' },
          900: { value: '#312e81' },
          950: { value: '#1e1b4b' },
        },
      },
    },
    semanticTokens: {
      colors: {
        brand: {
          solid: { value: { base: '{colors.brand.600}', _dark: '{colors.brand.400}' } },
          contrast: { value: { base: 'white', _dark: '{colors.gray.950}' } },
          fg: { value: { base: '{colors.brand.700}', _dark: '{colors.brand.300}' } },
          muted: { value: { base: '{colors.brand.100}', _dark: '{colors.brand.900}' } },
          subtle: { value: { base: '{colors.brand.50}', _dark: '{colors.brand.950}' } },
          emphasized: { value: { base: '{colors.brand.200}', _dark: '{colors.brand.800}' } },
          focusRing: { value: { base: '{colors.brand.500}', _dark: '{colors.brand.400}' } },
        },
        'bg.page': { value: { base: 'white', _dark: '#101112' } },
        'bg.sidebar': { value: { base: '#f7f8fa', _dark: '#17181a' } },
        'bg.card': { value: { base: 'white', _dark: '#1b1c1f' } },
        'bg.hover': { value: { base: '{colors.brand.50}', _dark: '{colors.whiteAlpha.100}' } },
        'bg.active': { value: { base: '{colors.brand.100}', _dark: '{colors.whiteAlpha.200}' } },
        'text.primary': { value: { base: '{colors.gray.900}', _dark: '{colors.gray.100}' } },
        'text.secondary': { value: { base: '{colors.gray.600}', _dark: '{colors.gray.400}' } },
        'text.placeholder': { value: { base: '{colors.gray.400}', _dark: '{colors.gray.500}' } },
        'text.link': { value: { base: '{colors.brand.600}', _dark: '{colors.brand.300}' } },
        'text.linkHover': { value: { base: '{colors.brand.800}', _dark: '{colors.brand.200}' } },
        'text.hash': { value: { base: '{colors.brand.600}', _dark: '{colors.brand.300}' } },
        'border.divider': { value: { base: '{colors.gray.200}', _dark: '{colors.whiteAlpha.200}' } },
        'icon.nav': { value: { base: '{colors.gray.500}', _dark: '{colors.gray.400}' } },
        'alert.infoBg': { value: { base: '{colors.blue.50}', _dark: '{colors.blue.950}' } },
        // Source code on bg.sidebar: each at least 4.5:1 in both modes (theme/codeColors.test.ts).
        'code.comment': { value: { base: '{colors.gray.600}', _dark: '{colors.gray.400}' } },
        'code.string': { value: { base: '{colors.green.700}', _dark: '{colors.green.300}' } },
        'code.keyword': { value: { base: '{colors.brand.700}', _dark: '{colors.brand.300}' } },
        'code.type': { value: { base: '{colors.blue.700}', _dark: '{colors.blue.300}' } },
        'code.number': { value: { base: '{colors.orange.700}', _dark: '{colors.orange.300}' } },
        'code.lineNumber': { value: { base: '{colors.gray.600}', _dark: '{colors.gray.400}' } },
      },
    },
  },
});

const system = createSystem(defaultBaseConfig, chakraTheme, config);

export default system;
