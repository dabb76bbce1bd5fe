import { defineConfig } from 'drizzle-kit';

// drizzle-kit only reads the schema to write SQL migrations; it never connects.
export default defineConfig({
  dialect: 'postgresql',
  schema: './server/db/schema.ts',
  out: './server/db/migrations',
});
