/**
 * @jest-environment node
 */
import type { memoryD1 } from "../../../tests/helpers/d1";
import type { LeadsEnv } from "../settings";
import { DAY_MS } from "../store";
import { sweep } from "../sweep";
import { GUIDE_LEAD, logs, post, RESEND, setUp, settings, WEBHOOK, type Call } from "./fakes";

// How a kept lead reaches each channel: once each, retried by the sweep with no one at a keyboard, given up a day
// after it came with the team alerted, and deleted once the team has had it long enough. The sweep's clock is its
// trigger's scheduled time, so each test runs it minutes, days or a month ahead. On workerd, with D1, a restart
// and a burst of leads: tests/postbuild/leadDelivery.test.ts.

const MINUTE = 60_000;
const START = Date.parse("2026-12-01T10:00:00Z");

const sqliteOf = (env: LeadsEnv) => (env.LEADS_DB as ReturnType<typeof memoryD1>).sqlite;
const leadIds = (env: LeadsEnv) =>
  sqliteOf(env)
    .prepare("SELECT id FROM leads ORDER BY received_at")
    .all()
    .map((row) => String(row.id));
const states = (env: LeadsEnv) =>
  Object.fromEntries(
    sqliteOf(env)
      .prepare("SELECT channel, state FROM deliveries ORDER BY channel")
      .all()
      .map((row) => [row.channel, row.state]),
  );

/** Calls to the visitor's address, the team's address or the webhook: which channel a call was. */
const channelOf = (call: Call) =>
  call.url === WEBHOOK ? "webhook" : (call.body.to as string[])[0] === GUIDE_LEAD.email ? "visitor" : "team";

/** A receiver whose channels answer as `down` says, each channel by name, and the lead it keeps at START. */
async function keptLead(down: (channel: string) => boolean, more: Partial<LeadsEnv> = {}) {
  const channels = setUp((call) => (down(channelOf(call)) ? 500 : 200));
  const env = settings(more);
  await channels.handle(post(JSON.stringify(GUIDE_LEAD)), env, { now: () => START });
  const [id] = leadIds(env);
  const at = (minutes: number) => sweep(env, START + minutes * MINUTE, channels.deps);
  const callsTo = (channel: string) =>
    channels.calls.filter((call) => call.url !== undefined && channelOf(call) === channel);
  return { ...channels, env, id: id!, at, callsTo };
}

describe("delivery", () => {
  it("sends each channel the lead once, keyed by its id; a channel that took it is never sent it again", async () => {
    let webhookDown = true;
    const { env, id, at, callsTo } = await keptLead((channel) => channel === "webhook" && webhookDown);
    expect(states(env)).toEqual({ team: "sent", visitor: "sent", webhook: "pending" });
    expect(callsTo("webhook").map((call) => [call.key, call.body.id])).toEqual([[`${id}:webhook`, id]]);
    expect(callsTo("team").map((call) => call.key)).toEqual([`${id}:team`]);
    expect(callsTo("visitor").map((call) => call.key)).toEqual([`${id}:visitor`]);
    webhookDown = false;
    expect((await at(5)).tried).toBe(1);
    expect(states(env)).toEqual({ team: "sent", visitor: "sent", webhook: "sent" });
    await at(120);
    expect([callsTo("webhook").length, callsTo("team").length, callsTo("visitor").length]).toEqual([2, 1, 1]);
    // The failure was logged by the lead's id and the channel, with nothing the visitor typed.
    expect(logs).toEqual([`Lead ${id}: webhook not delivered, answered 500 (try 1)`]);
  });

  it("retries within five minutes, then less often, backing off to hourly", async () => {
    const { at, callsTo } = await keptLead((channel) => channel === "webhook");
    const tried: number[] = [0];
    for (let minutes = 5; minutes <= 8 * 60; minutes += 5) {
      const before = callsTo("webhook").length;
      await at(minutes);
      if (callsTo("webhook").length > before) tried.push(minutes);
    }
    const gaps = tried.slice(1).map((minutes, index) => minutes - tried[index]!);
    expect(gaps.slice(0, 6)).toEqual([5, 5, 15, 30, 60, 60]);
    expect(new Set(gaps.slice(4))).toEqual(new Set([60]));
  });

  it("answers the visitor when a channel never answers; the call ends at its timeout, and a sweep delivers once", async () => {
    let hanging = true;
    const channels = setUp(() => (hanging ? "hang" : 200));
    const env = settings();
    const response = await channels.handle(post(JSON.stringify(GUIDE_LEAD)), env, { now: () => START });
    expect(response.status).toBe(200);
    expect(states(env)).toEqual({ team: "pending", visitor: "pending", webhook: "pending" });
    expect(logs.map((line) => line.replace(/^Lead \S+: /, "")).sort()).toEqual([
      "team not delivered, no answer in time (try 1)",
      "visitor not delivered, no answer in time (try 1)",
      "webhook not delivered, no answer in time (try 1)",
    ]);
    hanging = false;
    await sweep(env, START + 5 * MINUTE, channels.deps);
    expect(states(env)).toEqual({ team: "sent", visitor: "sent", webhook: "sent" });
    await sweep(env, START + 60 * MINUTE, channels.deps);
    expect(channels.calls).toHaveLength(6);
  });

  it("gives a channel up a day after the lead came, alerts the team by a channel that works, once, and keeps the lead", async () => {
    const { env, id, at, emailsTo } = await keptLead((channel) => channel === "webhook");
    expect((await at(24 * 60 - 5)).dead).toBe(0);
    expect(await at(24 * 60 + 5)).toEqual({ tried: 1, dead: 1, alerted: 1, erased: 0 });
    expect(states(env)).toEqual({ team: "sent", visitor: "sent", webhook: "dead" });
    const alerts = emailsTo("team@kitelight.co.uk").filter((email) =>
      /could not be delivered/.test(String(email.subject)),
    );
    expect(alerts).toHaveLength(1);
    expect(alerts[0]?.text).toContain(
      `- ${id}: a guide request from 2026-12-01 10:00 UTC, not delivered to the team's webhook`,
    );
    expect(alerts[0]?.text).toContain(`npm run leads -- show ${id} --remote`);
    expect(JSON.stringify(alerts[0])).not.toMatch(/Grace|grace@/);
    // Told once; and the lead the team's webhook never had is kept past the month a delivered one is.
    await at(24 * 60 + 10);
    expect(await at(40 * 24 * 60)).toEqual({ tried: 0, dead: 0, alerted: 0, erased: 0 });
    expect(leadIds(env)).toEqual([id]);
    expect(logs.filter((line) => /the team is alerted/.test(line))).toEqual([
      `Leads not delivered for a day; the team is alerted: ${id}`,
    ]);
  });

  it("alerts again at the next sweep when no channel took the alert", async () => {
    let down = true;
    const { at, callsTo, id } = await keptLead(() => down);
    expect((await at(24 * 60 + 5)).alerted).toBe(0);
    down = false;
    expect((await at(24 * 60 + 10)).alerted).toBe(1);
    // Each channel was asked twice, with the same key: one alert, which a service that keeps keys takes once.
    const alerts = [...callsTo("webhook"), ...callsTo("team")].filter((call) => call.key?.startsWith("alert:"));
    expect(alerts).toHaveLength(4);
    expect(new Set(alerts.map((call) => call.key)).size).toBe(2);
    expect(logs).toContain(
      `Leads not delivered for a day, and no channel took the alert (tried again next sweep): ${id}`,
    );
  });

  it(`deletes a delivered lead's fields once the team has had it for LEADS_KEEP_DAYS days, 30 unless set`, async () => {
    const kept = await keptLead(() => false);
    expect((await kept.at(30 * 24 * 60 - 1)).erased).toBe(0);
    expect((await kept.at(30 * 24 * 60)).erased).toBe(1);
    expect(leadIds(kept.env)).toEqual([]);
    expect(sqliteOf(kept.env).prepare("SELECT count(*) AS n FROM deliveries").get()).toEqual({ n: 0 });
    const week = await keptLead(() => false, { LEADS_KEEP_DAYS: "7" });
    expect((await week.at(7 * 24 * 60)).erased).toBe(1);
  });

  it("deletes a lead the team has once its time is up, though the email to the visitor never went", async () => {
    const { env, at } = await keptLead((channel) => channel === "visitor");
    await at(24 * 60 + 5);
    expect(states(env)).toEqual({ team: "sent", visitor: "dead", webhook: "sent" });
    expect((await at(30 * 24 * 60)).erased).toBe(1);
  });

  it("marks the visitor's email sent only once it is: a failed one is retried, and no other is queued that day", async () => {
    let resendDown = true;
    const channels = setUp((call) => (call.url === RESEND && resendDown ? 500 : 200));
    const env = settings();
    for (const minutes of [0, 30]) {
      await channels.handle(post(JSON.stringify(GUIDE_LEAD)), env, { now: () => START + minutes * MINUTE });
    }
    expect(channels.emailsTo(GUIDE_LEAD.email)).toHaveLength(1);
    resendDown = false;
    await sweep(env, START + 60 * MINUTE, channels.deps);
    await sweep(env, START + 3 * 60 * MINUTE, channels.deps);
    // The first request's email, tried twice, went once; the second request queued none.
    expect(channels.emailsTo(GUIDE_LEAD.email)).toHaveLength(2);
    expect(
      sqliteOf(env)
        .prepare("SELECT state, attempts FROM deliveries WHERE channel = 'visitor'")
        .all()
        .map((row) => ({ ...row })),
    ).toEqual([{ state: "sent", attempts: 2 }]);
    // A day after the first, a new request gets one of its own.
    await channels.handle(post(JSON.stringify(GUIDE_LEAD)), env, { now: () => START + DAY_MS + MINUTE });
    expect(channels.emailsTo(GUIDE_LEAD.email)).toHaveLength(3);
  });
});
