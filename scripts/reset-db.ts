/**
 * `npm run db:reset`: throw away the local D1 database and R2 bucket (.wrangler/state) and
 * start again from the migrations and the demo seed. Stop `npm start` / `wrangler dev` first.
 */
import { rmSync } from 'node:fs';
import path from 'node:path';
import { ROOT, runOrThrow } from './lib/run.ts';
import { seed } from './seed.ts';

const state = path.join(ROOT, '.wrangler', 'state', 'v3');
for (const store of ['d1', 'r2']) rmSync(path.join(state, store), { recursive: true, force: true });
console.log('Removed the local D1 database and R2 bucket.');
await runOrThrow('wrangler', ['d1', 'migrations', 'apply', 'DB', '--local'], { quiet: true });
console.log('Applied the migrations.');
await seed();
