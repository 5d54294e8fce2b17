/**
 * What the audit trail may keep of a record or a request body (docs/decisions/0019-audit-trail.md):
 * secrets (passwords, their hashes, tokens, API keys) are left out, identity documents (T.C.
 * identity and passport numbers) are masked to their last two characters, and a link keeps no
 * query string (a calendar feed's address carries its secret there).
 */

/** A key of this shape holds a secret: the key and its value are dropped. */
const SECRET_KEY = /password|passwd|hash|token|secret|api_?key|credential|otp|turnstile/i;

/**
 * A key of this shape (lower-cased, without `_` and `-`) holds an identity document's number:
 * the value is masked. The document's country and the guest's nationality are kept.
 */
function isIdentityKey(key: string): boolean {
  const word = key.toLowerCase().replace(/[_-]/g, '');
  if (/(country|nationality|type|kind)$/.test(word)) return false;
  return /passport|identity|kimlik|nationalid|documentn(o|umber)|idnumber/.test(word) || /(^|[a-z])tc(kn|no|number|id)?$/.test(word);
}

/** The longest text kept of one value; the rest is cut (a long reply, a description). */
const MAX_TEXT = 2000;

/** An 11-digit number that passes the T.C. identity number checksum. */
export function looksLikeTcNumber(value: string): boolean {
  if (!/^[1-9]\d{10}$/.test(value)) return false;
  const d = [...value].map(Number);
  const odd = d[0]! + d[2]! + d[4]! + d[6]! + d[8]!;
  const even = d[1]! + d[3]! + d[5]! + d[7]!;
  const tenth = (((odd * 7 - even) % 10) + 10) % 10;
  const eleventh = d.slice(0, 10).reduce((sum, n) => sum + n, 0) % 10;
  return d[9] === tenth && d[10] === eleventh;
}

/** `12345678901` → `•••••••••01`: enough to tell two documents apart, never enough to use one. */
export function maskDocument(value: unknown): unknown {
  if (value === null || value === undefined || value === '') return value;
  const text = String(value);
  return `${'•'.repeat(Math.max(3, text.length - 2))}${text.slice(-2)}`;
}

function cleanText(value: string): string {
  // A T.C. identity number inside any text (a guest's special request) is masked too.
  let text = value.replace(/(?<!\d)[1-9]\d{10}(?!\d)/g, (digits) => (looksLikeTcNumber(digits) ? (maskDocument(digits) as string) : digits));
  if (/^https?:\/\//i.test(text)) {
    try {
      const url = new URL(text);
      if (url.search || url.username || url.password) text = `${url.origin}${url.pathname}${url.search ? '?…' : ''}`;
    } catch {
      // not a link after all: kept as text
    }
  }
  return text.length > MAX_TEXT ? `${text.slice(0, MAX_TEXT)}…` : text;
}

/** A copy of `value` fit for the audit trail (objects and arrays walked to any depth). */
export function redact(value: unknown): unknown {
  if (typeof value === 'string') return cleanText(value);
  if (Array.isArray(value)) return value.map(redact);
  if (value && typeof value === 'object') {
    const kept: Record<string, unknown> = {};
    for (const [key, field] of Object.entries(value as Record<string, unknown>)) {
      if (SECRET_KEY.test(key)) continue;
      kept[key] = isIdentityKey(key) ? maskDocument(field) : redact(field);
    }
    return kept;
  }
  return value;
}
