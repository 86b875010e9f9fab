// drizzle-kit: `npx drizzle-kit generate` turns changes to server/db/schema.ts into a new SQL
// migration. The server applies pending migrations at start (server/db/client.ts).
import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  schema: './server/db/schema.ts',
  out: './server/db/migrations',
});
