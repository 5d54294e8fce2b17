/**
 * Setup file of the `storybook` vitest project (vitest.config.ts).
 *
 * The project annotations (this folder's preview.tsx plus the addons' previews, a11y included)
 * are applied by @storybook/addon-vitest itself since Storybook 10.3; calling the annotation
 * setter here again would make the plugin skip its own provisioning (and log a deprecation box).
 * So this file only holds what the story tests need beyond Storybook.
 */
import { configure } from 'storybook/test';

// findBy* / waitFor wait up to 10 s instead of 1 s: screens render arriving data as a transition
// (src/lib/deferredQuery.ts), which a machine busy with parallel test files can stretch past 1 s.
configure({ asyncUtilTimeout: 10_000 });
