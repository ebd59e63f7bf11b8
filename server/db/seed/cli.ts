import { openDatabase } from '../client';
import { parseSeedArgs, SEED_USAGE } from './cli-args';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from './demo-accounts';
import { SeedRefusedError, seedDemo } from './seed';

// Seeds demo data into the configured database:
//   node --import tsx server/db/seed/cli.ts [--students N] [--applications N] [--reference-date YYYY-MM-DD]

async function main(): Promise<number> {
  let options: ReturnType<typeof parseSeedArgs>;
  try {
    options = parseSeedArgs(process.argv.slice(2));
  } catch (error) {
    console.error(`${error instanceof Error ? error.message : String(error)}\n${SEED_USAGE}`);
    return 2;
  }
  const database = await openDatabase({
    url: process.env.DATABASE_URL,
    dataDir: process.env.DATA_DIR ?? './data',
  });
  try {
    const started = performance.now();
    await database.migrate();
    const counts = await seedDemo(database.db, options);
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    console.log(`Seeded the ${database.kind} database in ${seconds} s:`);
    for (const [table, n] of Object.entries(counts)) console.log(`  ${table.padEnd(13)} ${n}`);
    console.log(`Demo accounts (password "${DEMO_PASSWORD}"):`);
    for (const account of DEMO_ACCOUNTS)
      console.log(`  ${account.email.padEnd(24)} ${account.role}`);
    return 0;
  } catch (error) {
    if (error instanceof SeedRefusedError) {
      console.error(error.message);
      return 1;
    }
    throw error;
  } finally {
    await database.close();
  }
}

process.exitCode = await main();
