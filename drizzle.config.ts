// drizzle-kit: `npx drizzle-kit generate` turns changes to the schema files below into a new SQL
// migration. The server applies pending migrations at start (server/db/client.ts).
import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  // The studio's tables, and those of the built-in sign-in service (used without Supabase).
  schema: ['./server/db/schema.ts', './server/auth/schema.ts'],
  out: './server/db/migrations',
});
