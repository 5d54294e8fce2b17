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

// Story test files run side by side in frames of one origin, which share localStorage: one
// file's logged-in admin could become another file's guest mid-story. Each frame gets a storage
// of its own (same API), so a story only ever sees the session its own beforeEach set.
class FrameStorage implements Storage {
  private items = new Map<string, string>();
  get length() {
    return this.items.size;
  }
  clear() {
    this.items.clear();
  }
  getItem(key: string) {
    return this.items.get(key) ?? null;
  }
  key(index: number) {
    return [...this.items.keys()][index] ?? null;
  }
  removeItem(key: string) {
    this.items.delete(key);
  }
  setItem(key: string, value: string) {
    this.items.set(key, String(value));
  }
}
Object.defineProperty(window, 'localStorage', { value: new FrameStorage(), configurable: true });
