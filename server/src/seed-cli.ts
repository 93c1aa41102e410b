// `pnpm --filter @nclude/server seed`: migrate and seed without starting the server.
import { loadConfig } from './config';
import { openDatabase } from './db';
import { migrateToLatest } from './db/migrations';
import { seedDatabase } from './seed';

async function run(): Promise<void> {
  const config = loadConfig(process.env);
  const database = openDatabase(config.databaseUrl);
  try {
    const applied = await migrateToLatest(database.db);
    await seedDatabase(database.db, config);
    console.log(
      `Migrations applied: ${applied.length ? applied.join(', ') : 'none (up to date)'}; seed done.`,
    );
  } finally {
    await database.close();
  }
}

run().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
