// Runs the API test suite again on PostgreSQL when TEST_DATABASE_URL is set (CI sets it).
import { spawnSync } from 'node:child_process';

if (!process.env.TEST_DATABASE_URL) {
  console.log('TEST_DATABASE_URL is not set: the API tests ran on PGlite only.');
  process.exit(0);
}
const result = spawnSync('npx', ['vitest', 'run', 'server'], {
  stdio: 'inherit',
  env: { ...process.env, COLLEGIUM_TEST_DB: 'postgres' },
});
process.exit(result.status ?? 1);
