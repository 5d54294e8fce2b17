import { applyD1Migrations, env } from 'cloudflare:test';

// Each test file starts from the schema in migrations/, applied inside workerd.
await applyD1Migrations(env.DB, env.TEST_MIGRATIONS);
