/**
 * Creates an ADMIN user, the documented way to get the first administrator in production
 * (there is no default password anywhere). The password is read from stdin (typed without echo
 * on a terminal, or piped), hashed here with PBKDF2-SHA256 (the Worker's format), and only the
 * hash reaches D1.
 *
 *   npm run create-admin -- --name admin --email ops@example.com            # remote D1 (production)
 *   npm run create-admin -- --name admin --email ops@example.com --local    # local dev D1
 *   npm run create-admin -- --name admin --email ops@example.com --print    # only print the SQL
 *   printf '%s\n' "$ADMIN_PASSWORD" | npm run create-admin -- --name admin --email ops@example.com
 */
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { EMAIL_PATTERN } from '../contract/patterns.ts';
import { run } from './lib/run.ts';
import { sqlLiteral } from './seed-sql.ts';
import { hashPassword } from './seed.ts';

const MIN_PASSWORD_LENGTH = 10;

interface Options {
  name: string;
  email: string;
  target: 'remote' | 'local' | 'print';
  persistTo?: string;
  language: 'TR' | 'EN';
}

const USAGE = `Usage: npm run create-admin -- --name <login name> --email <email> [--remote | --local | --print] [--language TR|EN] [--persist-to <dir>]
The password is read from stdin (typed twice without echo on a terminal, or the first line of piped input).`;

function parseArgs(argv: string[]): Options {
  const value = (flag: string) => {
    const index = argv.indexOf(flag);
    return index >= 0 ? argv[index + 1] : undefined;
  };
  if (argv.includes('--help') || argv.includes('-h')) {
    console.log(USAGE);
    process.exit(0);
  }
  if (argv.includes('--password')) throw new Error('Passwords are not accepted as arguments (shell history); pipe it on stdin.');
  const name = value('--name')?.trim();
  const email = value('--email')?.trim();
  if (!name || !email) throw new Error(USAGE);
  if (!EMAIL_PATTERN.test(email)) throw new Error(`Not an email address: ${email}`);
  const language = (value('--language') ?? 'TR').toUpperCase();
  if (language !== 'TR' && language !== 'EN') throw new Error('--language is TR or EN');
  const target = argv.includes('--print') ? 'print' : argv.includes('--local') ? 'local' : 'remote';
  return { name, email, target, persistTo: value('--persist-to'), language };
}

/** Read one line from a terminal without echoing it. */
function promptHidden(question: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const stdin = process.stdin;
    process.stderr.write(question);
    stdin.setRawMode(true);
    stdin.resume();
    stdin.setEncoding('utf8');
    let input = '';
    const onData = (chunk: string) => {
      for (const char of chunk) {
        if (char === '\r' || char === '\n') {
          stdin.setRawMode(false);
          stdin.pause();
          stdin.off('data', onData);
          process.stderr.write('\n');
          resolve(input);
          return;
        }
        if (char === '\u0003') {
          stdin.setRawMode(false);
          reject(new Error('Cancelled.'));
          return;
        }
        if (char === '\u007f' || char === '\b') input = input.slice(0, -1);
        else input += char;
      }
    };
    stdin.on('data', onData);
  });
}

async function readPassword(): Promise<string> {
  if (process.stdin.isTTY) {
    const first = await promptHidden('New admin password: ');
    const second = await promptHidden('Repeat the password: ');
    if (first !== second) throw new Error('The passwords do not match.');
    return first;
  }
  let input = '';
  for await (const chunk of process.stdin) input += String(chunk);
  return input.split(/\r?\n/)[0] ?? '';
}

export function createAdminSql(options: { id: string; name: string; email: string; passwordHash: string; language: 'TR' | 'EN' }): string {
  const now = new Date().toISOString();
  const values = [options.id, options.name, options.email, options.passwordHash, 'ADMIN', options.language, now, now].map(sqlLiteral).join(', ');
  return `INSERT INTO users (id, name, email, password_hash, role, language, created_at, updated_at) VALUES (${values});\n`;
}

async function main(): Promise<void> {
  const options = parseArgs(process.argv.slice(2));
  const password = await readPassword();
  if (password.length < MIN_PASSWORD_LENGTH) throw new Error(`Use at least ${MIN_PASSWORD_LENGTH} characters.`);

  const sql = createAdminSql({ id: randomUUID(), name: options.name, email: options.email, passwordHash: hashPassword(password), language: options.language });
  if (options.target === 'print') {
    process.stdout.write(sql);
    return;
  }
  // Through a file, so not even the hash shows up in the process list.
  const dir = mkdtempSync(path.join(tmpdir(), 'van-admin-'));
  try {
    const file = path.join(dir, 'create-admin.sql');
    writeFileSync(file, sql, { mode: 0o600 });
    const where = options.target === 'remote' ? ['--remote'] : ['--local', ...(options.persistTo ? ['--persist-to', options.persistTo] : [])];
    const result = await run('wrangler', ['d1', 'execute', 'DB', ...where, '--file', file, '--yes'], { quiet: true });
    if (result.code !== 0) {
      if (/UNIQUE constraint failed/i.test(result.output)) throw new Error('A user with that name or email already exists.');
      process.stderr.write(result.output);
      throw new Error(`wrangler d1 execute failed (exit code ${result.code}).`);
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  console.log(`Created ADMIN "${options.name}" <${options.email}> in the ${options.target} database. Log in at /login.`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
});
