// A brand-new database on a PostgreSQL server, for tests and benchmarks (no test runner needed: Playwright and scripts
// use it too): its URL, and how to drop it again.
import pg from "pg";

async function run(base: string, statement: string) {
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  try {
    await admin.query(statement);
  } finally {
    await admin.end();
  }
}

/** Database `name` on the server of `base`, made empty or as a copy of database `template` (an old one of that name is dropped first). */
export async function createPostgresDatabase(base: string, name: string, template?: string): Promise<{ url: string; drop: () => Promise<void> }> {
  await run(base, `drop database if exists ${name} with (force)`);
  await run(base, template ? `create database ${name} template ${template}` : `create database ${name}`);
  const url = new URL(base);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => run(base, `drop database if exists ${name} with (force)`) };
}
