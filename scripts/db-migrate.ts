// `npm run db:migrate`: apply pending migrations to the configured database
// (the server does this at start too). Respects the embedded database's lock.
import { closeDatabase, databaseConfigFromEnv, prepareDatabase } from '~/server/db';

const database = await prepareDatabase(databaseConfigFromEnv());
await database.close();
await closeDatabase();
console.info(`migrations applied (${database.kind})`);
