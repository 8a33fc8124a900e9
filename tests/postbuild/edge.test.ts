/**
 * @jest-environment node
 */
import fs from "node:fs";
import path from "node:path";
import { startServer } from "../../scripts/staticServer";
import { builtPages, PUBLIC_DIR } from "../helpers/builtSite";
import { startEdge, startRecorder, type Edge } from "../helpers/edge";

// The built site on the host's own runtime (workerd, through `wrangler pages dev`): the lead receiver at /api/leads
// with its webhook and Resend's API played by receivers on 127.0.0.1, and, for every path of the site, the same
// status, Location and headers from workerd as from the project's own server, which the browser tests use.

let edge: Edge;
let own: { url: string; close: () => Promise<void> };
let hook: Awaited<ReturnType<typeof startRecorder>>;
let mail: Awaited<ReturnType<typeof startRecorder>>;

beforeAll(async () => {
  [hook, mail, own] = await Promise.all([startRecorder(), startRecorder(), startServer({ root: PUBLIC_DIR })]);
  edge = await startEdge(PUBLIC_DIR, {
    LEADS_WEBHOOK_URL: `${hook.url}/hook`,
    RESEND_API_KEY: "re_test",
    RESEND_API_URL: mail.url,
    LEADS_TEAM_EMAIL: "team@example.co.uk",
    LEADS_FROM_EMAIL: "hello@example.co.uk",
    // Every test here posts from 127.0.0.1; the limit itself is the unit tests' (src/lib/__tests__/leadReceiver.test.ts).
    LEADS_POSTS_A_MINUTE: "1000",
  });
}, 120_000);

afterAll(async () => {
  await Promise.all([edge?.stop(), own?.close(), hook?.close(), mail?.close()]);
});

beforeEach(() => {
  hook.posts.length = 0;
  mail.posts.length = 0;
  hook.answer(200);
});

const lead = () => ({
  form: "guide",
  guide: "PPC Strategy Guide",
  name: "Grace Hopper",
  email: "grace@example.co.uk",
  company: "Navy",
  currentSpend: "Just getting started",
  page: "/landing/ppc-strategy/",
  document: `${edge.url}/downloads/ppc-strategy.pdf`,
  _gotcha: "",
  seconds_to_submit: "12",
});

const send = (body: string, type = "application/json") =>
  fetch(`${edge.url}/api/leads`, {
    method: "POST",
    headers: { "Content-Type": type, Origin: edge.url },
    body,
  });

describe("the lead receiver on workerd", () => {
  it("passes a guide request on once, with every field, and emails the visitor the guide's link", async () => {
    const response = await send(JSON.stringify(lead()));
    expect(response.status).toBe(200);
    expect(hook.posts).toEqual([{ path: "/hook", body: expect.objectContaining({ lead: lead() }) }]);
    const emails = mail.posts.map((post) => post.body);
    expect(emails).toHaveLength(2);
    const toVisitor = emails.find((email) => (email.to as string[])[0] === "grace@example.co.uk");
    expect(toVisitor?.text).toContain(`${edge.url}/downloads/ppc-strategy.pdf`);
    // The link it sends is the built guide.
    const file = await fetch(`${edge.url}/downloads/ppc-strategy.pdf`);
    expect(file.headers.get("content-type")).toBe("application/pdf");
  });

  it("answers 502 when the webhook fails, emails the visitor nothing, and delivers on the retry", async () => {
    hook.answer(500);
    expect((await send(JSON.stringify(lead()))).status).toBe(502);
    expect(mail.posts.filter((post) => (post.body.to as string[])[0] === "grace@example.co.uk")).toEqual([]);
    hook.answer(200);
    expect((await send(JSON.stringify(lead()))).status).toBe(200);
    expect(hook.posts.filter((post) => post.path === "/hook")).toHaveLength(2);
  });

  it("refuses an invalid or oversized body, passing nothing on", async () => {
    const invalid = await send(JSON.stringify({ ...lead(), email: "" }));
    expect(invalid.status).toBe(400);
    expect(await invalid.json()).toEqual({ error: 'the field "email" is missing' });
    expect((await send(JSON.stringify({ ...lead(), pad: "x".repeat(20_000) }))).status).toBe(413);
    expect(hook.posts).toEqual([]);
  });

  it("answers a native form post with a thank-you page linking the guide", async () => {
    const response = await send(new URLSearchParams(lead()).toString(), "application/x-www-form-urlencoded");
    expect(response.status).toBe(200);
    expect(await response.text()).toContain("<h1>Check Your Email!</h1>");
    expect(hook.posts).toHaveLength(1);
  });
});

/** Every path a visitor or crawler asks for: each page as itself, without its slash and as its file, and the rest. */
function everyPath(): string[] {
  const pages = builtPages().map((page) => page.urlPath);
  return [
    ...pages,
    ...pages.filter((path) => path !== "/").map((path) => path.slice(0, -1)),
    ...pages.map((path) => `${path}index.html`),
    "/no-such-page/",
    "/admin/",
    ...["islands", "share"].map(
      (folder) => `/${folder}/${fs.readdirSync(path.join(PUBLIC_DIR, folder)).sort()[0] ?? ""}`,
    ),
    "/downloads/ppc-strategy.pdf",
    "/downloads/ppc-campaign-planner.xlsx",
    "/rss.xml",
    "/sitemap-index.xml",
    "/robots.txt",
  ];
}

const COMPARED = [
  "content-security-policy",
  "cache-control",
  "strict-transport-security",
  "x-frame-options",
  "x-content-type-options",
  "referrer-policy",
  "permissions-policy",
  "cross-origin-opener-policy",
  "content-type",
];

async function answerOf(base: string, path: string) {
  const response = await fetch(`${base}${path}`, { redirect: "manual" });
  await response.arrayBuffer();
  const location = response.headers.get("location");
  return {
    status: response.status,
    location: location ? location.replace(/^https?:\/\/[^/]+/, "") : null,
    headers: Object.fromEntries(
      COMPARED.map((name) => [name, response.headers.get(name)?.replace(/;\s*/g, ";") ?? null]),
    ),
  };
}

it("answers every path of the site on workerd as the project's own server does", async () => {
  const differences: string[] = [];
  for (const path of everyPath()) {
    const [host, ours] = await Promise.all([answerOf(edge.url, path), answerOf(own.url, path)]);
    if (JSON.stringify(host) !== JSON.stringify(ours)) {
      differences.push(`${path}\n  workerd: ${JSON.stringify(host)}\n  ours:    ${JSON.stringify(ours)}`);
    }
  }
  expect(differences).toEqual([]);
});
