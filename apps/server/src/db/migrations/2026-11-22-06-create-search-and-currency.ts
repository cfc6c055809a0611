import { type Kysely, PostgresAdapter, sql } from 'kysely'

/**
 * Substring search over name, location and description that stays fast as the catalogue grows:
 * an FTS5 trigram index on SQLite (kept in step by triggers), a pg_trgm GIN index on PostgreSQL.
 * Also the stored currency rates and the catalogue version that cached answers are keyed by.
 */
export async function up(db: Kysely<any>): Promise<void> {
  if (await isPostgres(db)) {
    await sql`create extension if not exists pg_trgm`.execute(db)
    await sql`create index packages_search_trgm_idx on packages using gin ((lower(name || ' ' || location || ' ' || description)) gin_trgm_ops)`.execute(
      db,
    )
  } else {
    // Contentless and keyed by the packages' own rowid, so a match is an index-only lookup.
    // (A VACUUM may renumber rowids of tables without an INTEGER PRIMARY KEY; we never VACUUM,
    // and a rebuild is: delete from packages_fts, then the insert below.)
    await sql`create virtual table packages_fts using fts5(body, tokenize = 'trigram', content = '', contentless_delete = 1)`.execute(
      db,
    )
    await sql`insert into packages_fts (rowid, body) select rowid, name || ' ' || location || ' ' || description from packages`.execute(
      db,
    )
    await sql`create trigger packages_fts_insert after insert on packages begin
      insert into packages_fts (rowid, body) values (new.rowid, new.name || ' ' || new.location || ' ' || new.description);
    end`.execute(db)
    await sql`create trigger packages_fts_update after update of name, location, description on packages begin
      delete from packages_fts where rowid = old.rowid;
      insert into packages_fts (rowid, body) values (new.rowid, new.name || ' ' || new.location || ' ' || new.description);
    end`.execute(db)
    await sql`create trigger packages_fts_delete after delete on packages begin
      delete from packages_fts where rowid = old.rowid;
    end`.execute(db)
  }

  await db.schema
    .createTable('currency_rates')
    .addColumn('code', 'text', (c) => c.primaryKey())
    .addColumn('rate', 'double precision', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute()
  // Rupee rates as of late 2026, used until the upstream service is configured and answers.
  const now = new Date().toISOString()
  await db
    .insertInto('currency_rates')
    .values([
      { code: 'INR', rate: 1, updated_at: now },
      { code: 'USD', rate: 0.01125, updated_at: now },
      { code: 'EUR', rate: 0.01045, updated_at: now },
      { code: 'GBP', rate: 0.0089, updated_at: now },
      { code: 'JPY', rate: 1.7, updated_at: now },
    ])
    .execute()

  await db.insertInto('app_meta').values({ key: 'catalogue_version', value: '1' }).execute()
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.deleteFrom('app_meta').where('key', '=', 'catalogue_version').execute()
  await db.schema.dropTable('currency_rates').execute()
  if (await isPostgres(db)) {
    await sql`drop index packages_search_trgm_idx`.execute(db)
  } else {
    await sql`drop table packages_fts`.execute(db)
  }
}

async function isPostgres(db: Kysely<any>): Promise<boolean> {
  return db.getExecutor().adapter instanceof PostgresAdapter
}
