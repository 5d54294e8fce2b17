/**
 * zod 4 asks once whether it may compile its parsers with `Function` (the first time it parses an
 * object). The Content-Security-Policy allows no 'unsafe-eval' (worker/http/securityPolicy.ts), so
 * the browser refuses and reports a policy issue on every page that checks a form (/contact:
 * Lighthouse's best practices). zod's core reads its config from this global: jitless up front,
 * zod never asks. Imported first by src/main.tsx, before any chunk that carries zod.
 */
const holder = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
(holder.__zod_globalConfig ??= {}).jitless = true;

export {};
