import { defineConfig } from "prisma/config";

// The Prisma CLI reads this file. The URL is only needed by the CLI's own migrate commands,
// which an operator with internet access may use on the same migrations folder.
export default defineConfig({
  schema: "prisma/schema.prisma",
  migrations: { path: "prisma/migrations", seed: "node --conditions=react-server --import tsx scripts/db-seed.ts" },
  datasource: { url: process.env.DATABASE_URL ?? "postgresql://localhost/placeholder" },
});
