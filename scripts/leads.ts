import { spawnSync } from "node:child_process";
import path from "node:path";

// `npm run leads -- <command>`: the leads the site's Worker keeps in its database (LEADS_DB, worker/leads/db.ts),
// through `wrangler d1 execute`. On the host add --remote (after `npx wrangler login`); without it, the database
// `npm run preview:edge` keeps on this machine. docs/forms.md, "When a lead is not delivered".
//
//   list             every lead some channel has not taken yet: pending (still being tried) or dead (given up)
//   show <id>        one lead: its fields, and how each channel went
//   replay <id>      tries its dead channels again, from the next sweep (within five minutes), for another day
//   delete <id>      deletes it, once the team has it by other means
//
// --config <file> names another wrangler.toml (the tests' own).

const USAGE = "usage: npm run leads -- list | show <id> | replay <id> | delete <id> [--remote] [--config <file>]";
const WRANGLER = path.join(__dirname, "..", "node_modules", "wrangler", "bin", "wrangler.js");
const DAY_MS = 24 * 60 * 60 * 1000;

/** The lead's id, checked: the Worker gives each a UUID, and nothing else is put into the SQL. */
function idOf(value: string | undefined): string {
  if (!value || !/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/.test(value)) {
    throw new Error(`"${value ?? ""}" is not a lead's id: copy it from the alert or from \`npm run leads -- list\``);
  }
  return value;
}

const when = (column: string) => `strftime('%Y-%m-%d %H:%M UTC', ${column} / 1000, 'unixepoch')`;

/** The SQL of each command. */
function sqlOf(command: string, id: string | undefined): string {
  switch (command) {
    case "list":
      return `SELECT l.id, ${when("l.received_at")} AS received, l.form, d.channel, d.state, d.attempts, d.error,
        CASE d.state WHEN 'pending' THEN ${when("d.next_at")} END AS next_try
        FROM leads l JOIN deliveries d ON d.lead_id = l.id WHERE d.state != 'sent' ORDER BY l.received_at, d.channel`;
    case "show":
      return `SELECT l.id, ${when("l.received_at")} AS received, l.fields, l.guide, d.channel, d.state, d.attempts,
        d.error, ${when("d.sent_at")} AS sent FROM leads l JOIN deliveries d ON d.lead_id = l.id
        WHERE l.id = '${idOf(id)}' ORDER BY d.channel`;
    case "replay": {
      const now = Date.now();
      return `UPDATE deliveries SET state = 'pending', attempts = 0, next_at = ${now}, give_up_at = ${now + DAY_MS},
        lease_until = 0, error = NULL WHERE lead_id = '${idOf(id)}' AND state = 'dead' RETURNING channel;
        UPDATE leads SET alerted_at = NULL WHERE id = '${idOf(id)}'`;
    }
    case "delete":
      return `DELETE FROM leads WHERE id = '${idOf(id)}' RETURNING id; DELETE FROM deliveries WHERE lead_id = '${idOf(id)}'`;
    default:
      throw new Error(USAGE);
  }
}

function main(argv: string[]): number {
  const positional: string[] = [];
  let remote = false;
  let config: string | undefined;
  for (let i = 0; i < argv.length; i += 1) {
    if (argv[i] === "--remote") remote = true;
    else if (argv[i] === "--config") config = argv[(i += 1)];
    else positional.push(argv[i]!);
  }
  const [command = "", id] = positional;
  const sql = sqlOf(command, id);
  const args = [WRANGLER, "d1", "execute", "LEADS_DB", "--json", remote ? "--remote" : "--local", "--command", sql];
  if (config) args.push("--config", config);
  const run = spawnSync(process.execPath, args, {
    encoding: "utf8",
    env: { ...process.env, WRANGLER_SEND_METRICS: "false" },
  });
  if (run.status !== 0) {
    const why = `${run.stdout}${run.stderr}`;
    if (/no such table/.test(why)) {
      console.log("No lead has been kept yet: the Worker makes its tables when it takes its first.");
      return 0;
    }
    console.error(why.trim());
    return run.status ?? 1;
  }
  const results = JSON.parse(run.stdout) as Array<{ results: Array<Record<string, unknown>> }>;
  const rows = results.flatMap((result) => result.results);
  if (command === "list") {
    if (rows.length === 0) console.log("Every lead kept has reached each of its channels.");
    else console.table(rows);
  } else if (command === "show") {
    if (rows.length === 0) console.log(`No lead ${id} is kept: it was delivered and deleted, or never taken.`);
    else {
      const [first] = rows;
      console.log(`Lead ${String(first!.id)}, received ${String(first!.received)}`);
      console.log(JSON.parse(String(first!.fields)));
      console.table(
        rows.map(({ channel, state, attempts, error, sent }) => ({ channel, state, attempts, error, sent })),
      );
    }
  } else {
    // What the first statement changed, as it returned it (a local database reports no counts).
    const changed = results[0]?.results ?? [];
    if (command === "replay") {
      const channels = changed.map((row) => String(row.channel)).join(" and ");
      console.log(
        `Lead ${id}: ${channels ? `${channels} will be tried again from the next sweep` : "no channel of it is dead"}`,
      );
    } else {
      console.log(`Lead ${id}: ${changed.length > 0 ? "deleted" : "not kept"}`);
    }
  }
  return 0;
}

try {
  process.exitCode = main(process.argv.slice(2));
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  process.exitCode = 1;
}
