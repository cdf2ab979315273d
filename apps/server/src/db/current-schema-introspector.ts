import {
  PostgresDialect,
  PostgresIntrospector,
  sql,
  type DatabaseIntrospector,
  type DatabaseMetadata,
  type DatabaseMetadataOptions,
  type Kysely,
  type SchemaMetadata,
  type TableMetadata,
} from 'kysely';

const MIGRATION_TABLES = ['kysely_migration', 'kysely_migration_lock'];

type ColumnRow = {
  table_schema: string;
  table_name: string;
  table_type: string;
  column_name: string;
  udt_name: string;
  udt_schema: string;
  is_nullable: string;
  column_default: string | null;
  is_identity: string;
};

/**
 * Kysely's PostgreSQL introspector reads the tables of every schema in the database and asks
 * has_schema_privilege of each; a schema dropped while it reads (each server test file has its own, and drops it
 * when done) fails the whole call with 'schema … does not exist'. The portal (its migrator, its seed) only ever
 * asks about its own tables, those of the current schema, so this introspector reads that schema alone.
 */
class CurrentSchemaIntrospector implements DatabaseIntrospector {
  readonly #db: Kysely<unknown>;
  readonly #schemas: PostgresIntrospector;

  constructor(db: Kysely<unknown>) {
    this.#db = db;
    this.#schemas = new PostgresIntrospector(db);
  }

  getSchemas(): Promise<SchemaMetadata[]> {
    return this.#schemas.getSchemas();
  }

  async getTables(options: DatabaseMetadataOptions = { withInternalKyselyTables: false }): Promise<TableMetadata[]> {
    const { rows } =
      await sql<ColumnRow>`select t.table_schema, t.table_name, t.table_type, c.column_name, c.udt_name, c.udt_schema,
        c.is_nullable, c.column_default, c.is_identity
      from information_schema.tables t
      join information_schema.columns c on c.table_schema = t.table_schema and c.table_name = t.table_name
      where t.table_schema = current_schema()
      order by t.table_name, c.ordinal_position`.execute(this.#db);
    const tables = new Map<string, TableMetadata>();
    for (const row of rows) {
      if (!options.withInternalKyselyTables && MIGRATION_TABLES.includes(row.table_name)) continue;
      let table = tables.get(row.table_name);
      if (!table) {
        table = { name: row.table_name, schema: row.table_schema, isView: row.table_type === 'VIEW', columns: [] };
        tables.set(row.table_name, table);
      }
      table.columns.push({
        name: row.column_name,
        dataType: row.udt_name,
        dataTypeSchema: row.udt_schema,
        isNullable: row.is_nullable === 'YES',
        isAutoIncrementing: row.is_identity === 'YES' || (row.column_default?.startsWith('nextval(') ?? false),
        hasDefaultValue: row.column_default !== null,
      });
    }
    return [...tables.values()];
  }

  async getMetadata(options?: DatabaseMetadataOptions): Promise<DatabaseMetadata> {
    return { tables: await this.getTables(options) };
  }
}

/** Kysely's PostgreSQL dialect, its introspector reading the current schema only (see above). */
export class CurrentSchemaPostgresDialect extends PostgresDialect {
  override createIntrospector(db: Kysely<unknown>): DatabaseIntrospector {
    return new CurrentSchemaIntrospector(db);
  }
}
