// `npm run db:seed`: migrate, then seed demo content if the database is new
// (or add demo modules it has not had yet). A real shop's database is never seeded.
import { prepareShopDatabase } from '~/app/database-startup';

const database = await prepareShopDatabase({ seed: true });
await database.close();
console.info(`demo content checked (${database.kind})`);
