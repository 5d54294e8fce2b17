import path from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '..', '..');
const eslint = new ESLint({ cwd: root });

/**
 * A component file of exactly `lines` lines as `wc -l` counts them (ending in a newline), its
 * filler half blank lines and half comments: the issue counts every line, so both count here.
 */
function componentOf(lines: number): string {
  const head = ['export function Generated() {', '  return <p>generated</p>;', '}'];
  const filler = Array.from({ length: lines - head.length }, (_, index) => (index % 2 ? '' : `// line ${index}`));
  return `${[...head, ...filler].join('\n')}\n`;
}

/** The `max-lines` messages the project's own config (eslint.config.js) gives a text at `file`. */
async function sizeMessages(text: string, file: string) {
  const [result] = await eslint.lintText(text, { filePath: path.join(root, file) });
  return (result?.messages ?? []).filter((message) => message.ruleId === 'max-lines');
}

describe('component size (issue 31: no src/**/*.tsx over 200 lines)', () => {
  it('the generated text is as long as wc -l says', () => {
    expect(componentOf(201).match(/\n/g)).toHaveLength(201);
  });

  it('a new 201-line component fails the lint, blank lines and comments counted', async () => {
    const messages = await sizeMessages(componentOf(201), 'src/features/hotels/components/Generated.tsx');
    expect(messages).toHaveLength(1);
    expect(messages[0]).toMatchObject({ severity: 2, message: expect.stringContaining('Maximum allowed is 200') });
  });

  it('a 200-line component passes', async () => {
    expect(await sizeMessages(componentOf(200), 'src/features/hotels/components/Generated.tsx')).toEqual([]);
  });

  it('stories are not held to it', async () => {
    expect(await sizeMessages(componentOf(201), 'stories/hotels/Generated.stories.tsx')).toEqual([]);
  });
});
