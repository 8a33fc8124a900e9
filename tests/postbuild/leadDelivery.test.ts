/**
 * @jest-environment node
 */
import { execFile } from "node:child_process";
import { promisify } from "node:util";
import { PUBLIC_DIR } from "../helpers/builtSite";
import { ROOT_DIR } from "../helpers/paths";
import { runCron, startEdge, startRecorder, until, type Edge, type Recorded } from "../helpers/edge";
import { SWEEP_CRON } from "../../worker/leads/sweep";
import { DAY_MS } from "../../worker/leads/store";

// Every lead the receiver takes reaches each channel once, on the host's own runtime (workerd, `wrangler dev`),
// with its D1 database kept on disk: through channels that fail, hang or are down across a restart of the Worker,
// for a burst of leads, and past a day, when the team is alerted and the documented commands (`npm run leads`)
// read and resend it. The sweep runs as the host's cron trigger does, at a scheduled time the test sets: its clock.
// One Worker serves every test here, one after another, and each test reads only its own leads, by their addresses.

let edge: Edge;
let hook: Awaited<ReturnType<typeof startRecorder>>;
let mail: Awaited<ReturnType<typeof startRecorder>>;

const TEAM = "team@example.co.uk";

beforeAll(async () => {
  [hook, mail] = await Promise.all([startRecorder(), startRecorder()]);
  edge = await startEdge(PUBLIC_DIR, (url) => ({
    LEADS_WEBHOOK_URL: `${hook.url}/hook`,
    RESEND_API_KEY: "re_test",
    RESEND_API_URL: mail.url,
    LEADS_TEAM_EMAIL: TEAM,
    LEADS_FROM_EMAIL: "hello@example.co.uk",
    LEADS_ALLOWED_ORIGINS: url,
  }));
}, 120_000);

afterAll(async () => {
  await Promise.all([edge?.stop(), hook?.close(), mail?.close()]);
});

beforeEach(() => {
  hook.answer(200);
  mail.answer(200);
});

let clients = 0;
const enquiry = (email: string) => ({
  form: "enquiry",
  name: "Ada Lovelace",
  email,
  service: "SEO Services",
  message: "More qualified leads from search.",
  page: "/contact/",
});

const send = (email: string) =>
  fetch(`${edge.url}/api/leads`, {
    method: "POST",
    headers: {
      "Content-Type": "application/json",
      Origin: edge.url,
      "CF-Connecting-IP": `203.0.113.${(clients += 1) % 250}`,
    },
    body: JSON.stringify(enquiry(email)),
  });

const isFor = (email: string) => (post: Recorded) =>
  (post.body.lead as Record<string, string> | undefined)?.email === email ||
  (post.body.to as string[] | undefined)?.[0] === email ||
  ((post.body.to as string[] | undefined)?.[0] === TEAM && String(post.body.text).includes(`email: ${email}\n`));

/** How many times each channel has taken the lead from an address: the webhook, the team's email, the visitor's. */
function taken(email: string) {
  const of = (posts: Recorded[]) => posts.filter(isFor(email));
  const emails = of(mail.taken());
  return {
    webhook: of(hook.taken()).length,
    team: emails.filter((post) => (post.body.to as string[])[0] === TEAM).length,
    visitor: emails.filter((post) => (post.body.to as string[])[0] === email).length,
  };
}

const ONCE_EACH = { webhook: 1, team: 1, visitor: 1 };

/** Runs the sweep, as the cron trigger would `minutes` from now. */
const sweepAt = async (minutes: number) => {
  expect((await runCron(edge, SWEEP_CRON, Date.now() + minutes * 60_000)).status).toBe(200);
};

/**
 * Runs the sweep until `done`, each run ten minutes on from the last by its clock: past any retry's wait within
 * six runs, and short of a day (when a lead is given up) in a hundred.
 */
async function sweepUntil(done: () => boolean, what: string): Promise<void> {
  for (let minutes = 10; !done(); minutes += 10) {
    if (minutes > 1000) throw new Error(`Swept a hundred times, and still not ${what}`);
    await sweepAt(minutes);
  }
}

const onceEach =
  (...emails: string[]) =>
  () =>
    emails.every((email) => JSON.stringify(taken(email)) === JSON.stringify(ONCE_EACH));

/**
 * `npm run leads -- …`, the documented commands, against this Worker's database. Run without blocking this process,
 * so it goes on seeing the Worker close idle connections, and never sends a lead down one already closed.
 */
async function leadsCommand(...args: string[]): Promise<string> {
  const run = await promisify(execFile)("npm", ["run", "--silent", "leads", "--", ...args, "--config", edge.config], {
    cwd: ROOT_DIR,
    encoding: "utf8",
  });
  expect(run.stderr).toBe("");
  return run.stdout;
}

it("keeps every lead while both channels are down, through a restart, and delivers each once when they recover", async () => {
  hook.answer(500);
  mail.answer(500);
  const emails = ["down-1@example.co.uk", "down-2@example.co.uk", "down-3@example.co.uk"];
  for (const email of emails) expect((await send(email)).status).toBe(200);
  // Each lead's first try has failed on every channel, and the database says so.
  await until(
    async () => ((await leadsCommand("list")).match(/'answered 500'/g) ?? []).length === 9,
    "nine failed first tries",
  );
  await edge.restart();
  hook.answer(200);
  mail.answer(200);
  await sweepUntil(onceEach(...emails), "every lead delivered");
  // And never again.
  await sweepAt(20 * 60);
  expect(emails.map(taken)).toEqual(emails.map(() => ONCE_EACH));
});

it("gives the lead to the healthy channel once, and to the other once it recovers", async () => {
  hook.answer(500);
  expect((await send("half@example.co.uk")).status).toBe(200);
  await until(() => taken("half@example.co.uk").visitor === 1, "the emails of the lead");
  expect(taken("half@example.co.uk")).toEqual({ webhook: 0, team: 1, visitor: 1 });
  hook.answer(200);
  await sweepUntil(onceEach("half@example.co.uk"), "the webhook's delivery");
  await sweepAt(20 * 60);
  expect(taken("half@example.co.uk")).toEqual(ONCE_EACH);
});

it("answers the visitor while the webhook hangs, and delivers the lead to it once later", async () => {
  hook.answer("hang");
  expect((await send("hang@example.co.uk")).status).toBe(200);
  // Answered, while the webhook has the lead's first try and has not answered it.
  const hung = await until(() => hook.posts.find(isFor("hang@example.co.uk")), "the webhook's first try");
  expect(hung.status).toBeUndefined();
  // The Worker gives the call up at its timeout, and retries it at a sweep.
  await until(() => hung.abandoned, "the first try's timeout");
  hook.answer(200);
  await sweepUntil(onceEach("hang@example.co.uk"), "the webhook's delivery");
  await sweepAt(20 * 60);
  expect(taken("hang@example.co.uk")).toEqual(ONCE_EACH);
});

it("delivers a burst of 200 leads from 200 addresses, through channels failing one call in five, each once", async () => {
  const failOneInFive = () => {
    let calls = 0;
    return () => ((calls += 1) % 5 === 0 ? 500 : 200);
  };
  hook.answer(failOneInFive());
  mail.answer(failOneInFive());
  const emails = Array.from({ length: 200 }, (_, i) => `burst-${i}@example.co.uk`);
  for (let i = 0; i < emails.length; i += 20) {
    const statuses = await Promise.all(emails.slice(i, i + 20).map(async (email) => (await send(email)).status));
    expect(new Set(statuses)).toEqual(new Set([200]));
  }
  // Every first try answered: a sweep now finds each row sent, or waiting for its retry.
  const ofBurst = (posts: Recorded[]) => posts.filter((post) => emails.some((email) => isFor(email)(post)));
  await until(() => {
    const tried = [...ofBurst(hook.posts), ...ofBurst(mail.posts)];
    return tried.length >= 600 && tried.every((post) => post.status);
  }, "every first try");
  // Each sweep tries SWEEP_ROWS (15) at most: the backlog takes several.
  await sweepUntil(onceEach(...emails), "all 200 delivered");
  await sweepAt(20 * 60);
  expect(emails.map(taken).filter((count) => JSON.stringify(count) !== JSON.stringify(ONCE_EACH))).toEqual([]);
});

it("gives a lead up a day after it came, alerts the team with its id, and lists, shows and resends it by command", async () => {
  hook.answer(500);
  expect((await send("dead@example.co.uk")).status).toBe(200);
  await until(() => taken("dead@example.co.uk").team === 1, "the team's email of the lead");
  const id = String(mail.taken().find(isFor("dead@example.co.uk"))!.key).split(":")[0]!;
  await sweepAt(25 * 60);
  const alert = await until(
    () => mail.taken().find((post) => String(post.body.text).includes(`- ${id}: an enquiry from`)),
    "the alert",
  );
  expect(alert.body).toEqual(
    expect.objectContaining({ to: [TEAM], subject: "A lead could not be delivered for a day" }),
  );
  expect(String(alert.body.text)).toContain(`npm run leads -- show ${id} --remote`);
  expect(String(alert.body.text)).not.toContain("dead@example.co.uk");

  expect(await leadsCommand("list")).toMatch(new RegExp(`${id}.*webhook.*dead`));
  expect(await leadsCommand("show", id)).toContain("email: 'dead@example.co.uk'");
  hook.answer(200);
  expect(await leadsCommand("replay", id)).toContain(`Lead ${id}: webhook will be tried again from the next sweep`);
  await sweepAt(25 * 60 + 5);
  expect(taken("dead@example.co.uk")).toEqual(ONCE_EACH);
  expect(await leadsCommand("list")).not.toContain(id);
});

it("deletes a delivered lead 30 days after the team had it", async () => {
  expect((await send("kept@example.co.uk")).status).toBe(200);
  await until(() => JSON.stringify(taken("kept@example.co.uk")) === JSON.stringify(ONCE_EACH), "the lead's delivery");
  const id = String(hook.taken().find(isFor("kept@example.co.uk"))!.body.id);
  await sweepAt((29 * DAY_MS) / 60_000);
  expect(await leadsCommand("show", id)).toContain("email: 'kept@example.co.uk'");
  await sweepAt((30 * DAY_MS) / 60_000 + 5);
  expect(await leadsCommand("show", id)).toContain(`No lead ${id} is kept`);
});
