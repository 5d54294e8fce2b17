import { expect } from 'vitest';

/** Shared inputs of the fuzz tests: every POST/PUT must answer these with a 4xx envelope. */
export const KB100 = 'x'.repeat(100 * 1024);
export const WRONG_VALUES: unknown[] = [null, 0, -1, 1.5, 1e300, true, false, '', ' ', 'x', KB100, [], ['a', 1], {}, { nested: KB100 }];
export const MALFORMED = ['', '{', '{"a":', '{"name": "x",}', "{'name': 'x'}", 'nul', '[1, 2', '\u0000', 'undefined', '{"a": NaN}'];
export const NON_OBJECTS = ['null', '[]', '"text"', '42', 'true', '[{"name": "x"}]'];

export function expectEnvelope4xx(res: { status: number; json: unknown }, label: string) {
  expect(res.status, label).toBeGreaterThanOrEqual(400);
  expect(res.status, label).toBeLessThan(500);
  expect(res.json, label).toMatchObject({ message: expect.any(String) });
}

/** Mutations of a valid body: each field missing, and each field set to each wrong value. */
export function mutations(base: Record<string, unknown>): [string, Record<string, unknown>][] {
  const out: [string, Record<string, unknown>][] = [];
  for (const key of Object.keys(base)) {
    const { [key]: _drop, ...without } = base;
    out.push([`${key} missing`, without]);
    for (const value of WRONG_VALUES) {
      const shown = typeof value === 'string' && value.length > 20 ? '100KB string' : JSON.stringify(value)?.slice(0, 30);
      out.push([`${key} = ${shown}`, { ...base, [key]: value }]);
    }
  }
  out.push(['extra 100KB field', { ...base, extra: KB100 }]);
  return out;
}
