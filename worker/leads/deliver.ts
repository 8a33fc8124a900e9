import type { Database } from "./db";
import { sendTo, type CallDeps } from "./channels";
import type { KeptLead } from "./messages";
import type { LeadsEnv } from "./settings";
import { recordTry, type Claimed } from "./store";

/**
 * Tries claimed rows once each, all at once, and records how each went as soon as it has: a row that went is
 * marked sent while the others are still being tried. A failure is logged with the lead's id, the channel and what
 * the channel answered, never with anything the lead holds.
 */
export async function tryRows(
  env: LeadsEnv,
  db: Database,
  rows: readonly Claimed[],
  leads: ReadonlyMap<string, KeptLead>,
  clock: () => number,
  deps: CallDeps = {},
): Promise<void> {
  await Promise.all(
    rows.map(async (row) => {
      const lead = leads.get(row.leadId);
      const outcome = lead
        ? await sendTo(row.channel, lead, env, deps)
        : { ok: false as const, error: "its lead is gone" };
      if (!outcome.ok) {
        console.warn(`Lead ${row.leadId}: ${row.channel} not delivered, ${outcome.error} (try ${row.attempts + 1})`);
      }
      await recordTry(db, { ...row, outcome }, clock());
    }),
  );
}
