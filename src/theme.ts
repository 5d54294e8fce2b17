import { createTheme, Loader } from '@mantine/core';
import type { CSSVariablesResolver, MantineColorsTuple, MenuProps, SelectProps } from '@mantine/core';

/**
 * Lake Van blue. Shade 7 (the filled shade) is #006fa8: 5.5:1 against white, so white button
 * text and links meet WCAG AA; shade 9 on shade 1 (light variant) is 6.9:1.
 */
const lake: MantineColorsTuple = [
  '#e7f5fb',
  '#cde8f4',
  '#9ccfe8',
  '#67b4dc',
  '#3c9dd1',
  '#2190cb',
  '#0f80bf',
  '#006fa8',
  '#005f92',
  '#004e7a',
];

export const theme = createTheme({
  primaryColor: 'lake',
  primaryShade: { light: 7, dark: 5 },
  colors: { lake },
  // Picks black or white text on filled components (e.g. a yellow star badge) by contrast.
  autoContrast: true,
  defaultRadius: 'md',
  fontFamily:
    'system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", "Vazirmatn", Tahoma, "Helvetica Neue", Arial, sans-serif',
  headings: { fontWeight: '700' },
  components: {
    Loader: Loader.extend({ defaultProps: { type: 'oval' } }),
    // The focus placeholder is a role=presentation element with a tabindex inside role=menu,
    // which axe reports (aria-required-children); focus then starts on the dropdown itself.
    // A plain object, not Menu.extend(): importing Menu here would put the menus' code (Popover,
    // floating-ui) in every page's first view; they load on first use (components/onDemand.tsx).
    Menu: { defaultProps: { withInitialFocusPlaceholder: false } satisfies Partial<MenuProps> },
    // Mantine keeps a select's closed list in the page (hidden) and positions it when the page
    // mounts: on the place and tour lists that is every option of three filters, laid out and
    // measured before the visitor can scroll. The list is built when it opens instead.
    Select: { defaultProps: { comboboxProps: { keepMounted: false } } satisfies Partial<SelectProps> },
  },
});

/**
 * Mantine's default dimmed text (gray 6) and error colour (red 6) are about 3.3:1 on white,
 * below WCAG AA; use the next darker shades that pass.
 */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': 'var(--mantine-color-gray-7)',
    '--mantine-color-error': 'var(--mantine-color-red-8)',
  },
  dark: {},
});
