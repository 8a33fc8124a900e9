import { tablesOf, type Database } from "./db";
import type { Guide, KeptLead } from "./messages";
import type { Channel, TeamChannel } from "./settings";
import type { Outcome } from "./channels";

// What the receiver keeps and how each delivery moves on (db.ts has the tables). A lead is written with a row for
// each of its channels before the visitor is answered; each row is tried, and then retried by the sweep
// (sweep.ts), until its channel takes it, and is then never sent again. A row is claimed for LEASE_MS before a try,
// so the answer's first try and a sweep never send one row at once. Claims are kept by the wall clock, whatever
// time a sweep is scheduled for: a try in flight is one, now.

export const DAY_MS = 24 * 60 * 60 * 1000;
/** How long a claimed row is its claimant's to try: far longer than a call may take (CALL_TIMEOUT_MS). */
export const LEASE_MS = 60_000;
/** Minutes from each failed try to the next: the first within the sweep's five, then backing off to hourly. */
export const RETRY_MINUTES = [1, 5, 15, 30, 60] as const;

export const retryDelay = (attempts: number) =>
  RETRY_MINUTES[Math.min(Math.max(attempts, 1), RETRY_MINUTES.length) - 1]! * 60_000;

/** A text's SHA-256, in hex: a key that holds nothing of what it was made from. */
export async function digestOf(text: string): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest("SHA-256", new TextEncoder().encode(text)));
  return Array.from(digest, (byte) => byte.toString(16).padStart(2, "0")).join("");
}

/** The key of the visitor's once-a-day email: a digest of the address and what it was sent, never the address. */
export const visitorKey = (to: string, what: string) => digestOf(`${to.trim().toLowerCase()}\n${what}`);

const INSERT_DELIVERY =
  "INSERT INTO deliveries (lead_id, channel, next_at, give_up_at, lease_until, visitor_key) VALUES (?1, ?2, ?3, ?4, ?5, ?6)";
/** The visitor's email, unless one went to the same address for the same thing in the last day, or is going. */
const INSERT_VISITOR = `INSERT INTO deliveries (lead_id, channel, next_at, give_up_at, lease_until, visitor_key)
  SELECT ?1, ?2, ?3, ?4, ?5, ?6 WHERE NOT EXISTS (
    SELECT 1 FROM deliveries d JOIN leads l ON l.id = d.lead_id
    WHERE d.channel = 'visitor' AND d.visitor_key = ?6 AND d.state != 'dead' AND l.received_at > ?7)`;

/**
 * Keeps a lead, with a row for each team channel and, with `visitor` (its key), one for the visitor's email unless
 * that address had it in the last day: all in one transaction, its rows claimed for the first try. Returns the
 * channels the lead is to go to.
 */
export async function keepLead(
  database: Database,
  lead: KeptLead,
  team: readonly TeamChannel[],
  visitor?: string,
): Promise<Channel[]> {
  const db = await tablesOf(database);
  const now = lead.receivedAt;
  const row = (channel: Channel, key: string | null) =>
    [lead.id, channel, now, now + DAY_MS, Date.now() + LEASE_MS, key] as const;
  const guide = lead.guide ? JSON.stringify(lead.guide) : null;
  const results = await db.batch([
    db
      .prepare("INSERT INTO leads (id, received_at, form, fields, guide) VALUES (?1, ?2, ?3, ?4, ?5)")
      .bind(lead.id, now, lead.fields.form ?? "", JSON.stringify(lead.fields), guide),
    ...team.map((channel) => db.prepare(INSERT_DELIVERY).bind(...row(channel, null))),
    ...(visitor ? [db.prepare(INSERT_VISITOR).bind(...row("visitor", visitor), now - DAY_MS)] : []),
  ]);
  const visitorKept = visitor !== undefined && results[results.length - 1]!.meta.changes > 0;
  return [...team, ...(visitorKept ? (["visitor"] as const) : [])];
}

/** A claimed row: which lead, which channel, and how many tries it has had. */
export interface Claimed {
  leadId: string;
  channel: Channel;
  attempts: number;
}

/** Records how a try went: a row its channel took is sent for good; a failed one waits for its retry. */
export function recordTry(
  db: Database,
  { leadId, channel, attempts, outcome }: Claimed & { outcome: Outcome },
  now: number,
) {
  const statement = outcome.ok
    ? db
        .prepare(
          "UPDATE deliveries SET state = 'sent', sent_at = ?1, attempts = attempts + 1, lease_until = 0, error = NULL WHERE lead_id = ?2 AND channel = ?3 AND state = 'pending'",
        )
        .bind(now, leadId, channel)
    : db
        .prepare(
          "UPDATE deliveries SET attempts = attempts + 1, next_at = ?1, lease_until = 0, error = ?2 WHERE lead_id = ?3 AND channel = ?4 AND state = 'pending'",
        )
        .bind(now + retryDelay(attempts + 1), outcome.error, leadId, channel);
  return statement.run();
}

/** Claims up to `limit` rows whose retry is due at `now` and that no try holds, oldest first, for a sweep's tries. */
export async function claimDue(database: Database, now: number, limit: number): Promise<Claimed[]> {
  const db = await tablesOf(database);
  const wall = Date.now();
  const { results } = await db
    .prepare(
      `UPDATE deliveries SET lease_until = ?1 WHERE rowid IN (
        SELECT rowid FROM deliveries WHERE state = 'pending' AND next_at <= ?2 AND lease_until <= ?3
        ORDER BY next_at LIMIT ?4) RETURNING lead_id, channel, attempts`,
    )
    .bind(wall + LEASE_MS, now, wall, limit)
    .all<{ lead_id: string; channel: Channel; attempts: number }>();
  return results.map((row) => ({ leadId: row.lead_id, channel: row.channel, attempts: row.attempts }));
}

/** The kept leads with these ids. */
export async function leadsById(db: Database, ids: readonly string[]): Promise<Map<string, KeptLead>> {
  if (ids.length === 0) return new Map();
  const { results } = await db
    .prepare(`SELECT id, received_at, fields, guide FROM leads WHERE id IN (${ids.map(() => "?").join(", ")})`)
    .bind(...ids)
    .all<{ id: string; received_at: number; fields: string; guide: string | null }>();
  return new Map(
    results.map((row) => [
      row.id,
      {
        id: row.id,
        receivedAt: row.received_at,
        fields: JSON.parse(row.fields) as Record<string, string>,
        ...(row.guide ? { guide: JSON.parse(row.guide) as Guide } : {}),
      },
    ]),
  );
}
