import { DatabaseSync, type SQLInputValue } from "node:sqlite";
import type { Database, Statement } from "../../worker/leads/db";

// D1's API, as the lead receiver uses it (worker/leads/db.ts), over Node's own SQLite: the receiver's SQL runs in
// the unit tests as it does in D1, which is SQLite too. A batch is one transaction, as D1's is. On workerd, with
// D1 itself: tests/postbuild/edge.test.ts.

const returnsRows = (sql: string) => /^\s*(select|with)\b|\breturning\b/i.test(sql);

export function memoryD1(): Database & { sqlite: DatabaseSync } {
  const sqlite = new DatabaseSync(":memory:");
  const run = (sql: string, values: SQLInputValue[]) => {
    const prepared = sqlite.prepare(sql);
    if (returnsRows(sql)) {
      const results = prepared.all(...values);
      return { results, meta: { changes: results.length } };
    }
    return { results: [], meta: { changes: Number(prepared.run(...values).changes) } };
  };
  const statement = (
    sql: string,
    values: SQLInputValue[] = [],
  ): Statement & { exec: () => ReturnType<typeof run> } => ({
    bind: (...bound) => statement(sql, bound),
    exec: () => run(sql, values),
    all: async <Row>() => run(sql, values) as unknown as { results: Row[] },
    run: async () => run(sql, values),
  });
  return {
    sqlite,
    prepare: (sql) => statement(sql),
    batch: async (statements) => {
      sqlite.exec("BEGIN");
      try {
        const results = statements.map((one) => (one as ReturnType<typeof statement>).exec());
        sqlite.exec("COMMIT");
        return results;
      } catch (error) {
        sqlite.exec("ROLLBACK");
        throw error;
      }
    },
  };
}
