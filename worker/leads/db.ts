// The leads' database: a D1 database (SQLite on the host), bound as LEADS_DB. What the receiver uses of D1's API,
// and its two tables, which the Worker creates itself on first use, so that no deploy can forget a migration.
//
// - `leads`: one row for each lead taken, with its fields (what the team is sent) as JSON, the guide it asked for,
//   and when the team was told it could not be delivered.
// - `deliveries`: one row for each channel a lead goes to (channels.ts): pending until the channel takes it, then
//   sent, never to be sent again; or dead, when it has not gone through for a day (sweep.ts).

/** A statement with its values bound (D1's D1PreparedStatement). */
export interface Statement {
  bind(...values: Array<string | number | null>): Statement;
  all<Row = Record<string, unknown>>(): Promise<{ results: Row[] }>;
  run(): Promise<{ meta: { changes: number } }>;
}

/** The parts of D1's API the receiver uses: a statement, and statements run as one transaction. */
export interface Database {
  prepare(sql: string): Statement;
  batch(statements: Statement[]): Promise<Array<{ results?: unknown[]; meta: { changes: number } }>>;
}

const SCHEMA = [
  `CREATE TABLE IF NOT EXISTS leads (
    id TEXT PRIMARY KEY,
    received_at INTEGER NOT NULL,
    form TEXT NOT NULL,
    fields TEXT NOT NULL,
    guide TEXT,
    alerted_at INTEGER
  )`,
  `CREATE TABLE IF NOT EXISTS deliveries (
    lead_id TEXT NOT NULL,
    channel TEXT NOT NULL,
    state TEXT NOT NULL DEFAULT 'pending',
    attempts INTEGER NOT NULL DEFAULT 0,
    next_at INTEGER NOT NULL,
    give_up_at INTEGER NOT NULL,
    lease_until INTEGER NOT NULL DEFAULT 0,
    sent_at INTEGER,
    error TEXT,
    visitor_key TEXT,
    PRIMARY KEY (lead_id, channel)
  )`,
  "CREATE INDEX IF NOT EXISTS deliveries_due ON deliveries (state, next_at)",
  "CREATE INDEX IF NOT EXISTS deliveries_visitor ON deliveries (visitor_key) WHERE visitor_key IS NOT NULL",
];

const ready = new WeakMap<Database, Promise<unknown>>();

/** The database, its tables created if they are not there yet: once for each database an instance is given. */
export async function tablesOf(db: Database): Promise<Database> {
  let creating = ready.get(db);
  if (!creating) {
    creating = db.batch(SCHEMA.map((sql) => db.prepare(sql)));
    ready.set(db, creating);
    creating.catch(() => ready.delete(db));
  }
  await creating;
  return db;
}
