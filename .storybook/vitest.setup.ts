/**
 * Setup file of the `storybook` vitest project (vitest.config.ts).
 *
 * The project annotations (this folder's preview.tsx plus the addons' previews, a11y included)
 * are applied by @storybook/addon-vitest itself since Storybook 10.3; calling the annotation
 * setter here again would make the plugin skip its own provisioning (and log a deprecation box).
 * So this file only holds what the story tests need beyond Storybook: nothing yet.
 */
export {};
