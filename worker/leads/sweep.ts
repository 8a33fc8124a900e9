import { alertTeam, type CallDeps } from "./channels";
import type { Database } from "./db";
import { tryRows } from "./deliver";
import { alertText, type DeadLead } from "./messages";
import { keepDays, teamChannels, type Channel, type LeadsEnv } from "./settings";
import { claimDue, DAY_MS, digestOf, leadsById } from "./store";

// The sweep, which the Worker's cron trigger runs every five minutes (SWEEP_CRON, wrangler.toml's [triggers]), with
// no one at a keyboard: it retries every row whose retry is due; marks dead each row still not delivered a day
// after its lead came, and alerts the team to it by whichever of its channels works; and deletes the leads the
// team has had for LEADS_KEEP_DAYS days. Its clock is the trigger's scheduled time.

export const SWEEP_CRON = "*/5 * * * *";
/**
 * The most rows one sweep tries. With the alert's two calls and about thirty queries, a sweep stays within the 50
 * outside calls and the 50 database queries the host's free plan allows one run, even were they counted together.
 * The rest wait for the next sweep, oldest first: 180 rows an hour.
 */
export const SWEEP_ROWS = 15;
/** The most dead leads one alert names. */
const ALERT_LEADS = 20;

export interface SweepReport {
  tried: number;
  dead: number;
  alerted: number;
  erased: number;
}

export async function sweep(env: LeadsEnv, now: number, deps: CallDeps = {}): Promise<SweepReport> {
  const db = env.LEADS_DB;
  if (!db) return { tried: 0, dead: 0, alerted: 0, erased: 0 };
  const rows = await claimDue(db, now, SWEEP_ROWS);
  await tryRows(env, db, rows, await leadsById(db, [...new Set(rows.map((row) => row.leadId))]), () => now, deps);
  const dead = (await markDead(db, now)).meta.changes;
  const alerted = await alertDead(env, db, now, deps);
  const erased = await eraseDelivered(db, now, keepDays(env));
  return { tried: rows.length, dead, alerted, erased };
}

/** Alerts the team to the dead leads not yet alerted, by each team channel; sent once any of them takes it. */
async function alertDead(env: LeadsEnv, db: Database, now: number, deps: CallDeps): Promise<number> {
  const dead = await unalerted(db, ALERT_LEADS);
  if (dead.length === 0) return 0;
  const ids = dead.map((lead) => lead.id);
  const key = `alert:${await digestOf(ids.join(","))}`;
  const alert = alertText(dead);
  const outcomes = await Promise.all(
    teamChannels(env).map((channel) => alertTeam(channel, alert, `${key}:${channel}`, env, deps)),
  );
  if (!outcomes.some((outcome) => outcome.ok)) {
    console.error(
      `Leads not delivered for a day, and no channel took the alert (tried again next sweep): ${ids.join(", ")}`,
    );
    return 0;
  }
  await markAlerted(db, ids, now);
  console.error(`Leads not delivered for a day; the team is alerted: ${ids.join(", ")}`);
  return dead.length;
}

/** Marks dead every row not delivered a day after its lead came (or was replayed) that no try holds now. */
const markDead = (db: Database, now: number) =>
  db
    .prepare("UPDATE deliveries SET state = 'dead' WHERE state = 'pending' AND give_up_at <= ?1 AND lease_until <= ?2")
    .bind(now, Date.now())
    .run();

/** Leads with a dead row that the team has not been alerted to, oldest first. */
async function unalerted(db: Database, limit: number): Promise<DeadLead[]> {
  const { results } = await db
    .prepare(
      `SELECT l.id, l.received_at, l.form, group_concat(d.channel) AS channels FROM leads l
        JOIN deliveries d ON d.lead_id = l.id WHERE d.state = 'dead' AND l.alerted_at IS NULL
        GROUP BY l.id ORDER BY l.received_at LIMIT ?1`,
    )
    .bind(limit)
    .all<{ id: string; received_at: number; form: string; channels: string }>();
  return results.map((row) => ({
    id: row.id,
    receivedAt: row.received_at,
    form: row.form,
    channels: row.channels.split(",") as Channel[],
  }));
}

const markAlerted = (db: Database, ids: readonly string[], now: number) =>
  db
    .prepare(`UPDATE leads SET alerted_at = ? WHERE id IN (${ids.map(() => "?").join(", ")})`)
    .bind(now, ...ids)
    .run();

/**
 * Deletes every lead the team has had for `days` days: each of its team channels sent, none still pending (a dead
 * email to the visitor does not keep it). A lead the team does not have is kept until it does. Returns how many.
 */
async function eraseDelivered(db: Database, now: number, days: number): Promise<number> {
  const [erased] = await db.batch([
    db
      .prepare(
        `DELETE FROM leads WHERE id IN (SELECT lead_id FROM deliveries GROUP BY lead_id
          HAVING SUM(state = 'pending') = 0 AND SUM(channel != 'visitor' AND state != 'sent') = 0
          AND MAX(COALESCE(sent_at, 0)) <= ?1)`,
      )
      .bind(now - days * DAY_MS),
    db.prepare("DELETE FROM deliveries WHERE lead_id NOT IN (SELECT id FROM leads)"),
  ]);
  return erased!.meta.changes;
}
