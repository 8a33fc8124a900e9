/**
 * @jest-environment node
 */
import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { startServer } from "../../scripts/staticServer";
import { builtPages, PUBLIC_DIR } from "../helpers/builtSite";
import { DOCUMENTS_PATH, type DocumentList } from "../../src/lib/siteWorker";
import { HONEYPOT_FIELD, TURNSTILE_FIELD } from "../../src/lib/leads";
import { REBUILD_CRON } from "../../worker/rebuild";
import {
  runCron,
  startEdge,
  startGitHubOAuth,
  startRecorder,
  startSiteverify,
  until,
  type Edge,
} from "../helpers/edge";
import { redirectStatus, type Redirect } from "../../src/lib/redirects";
import { siteRedirects } from "../../src/lib/content/redirectRules";
import { siteContent } from "../../gatsby/content/readContent";
import { withTrailingSlash } from "../../src/lib/urls";

// The built site on the host's own runtime (workerd, through `wrangler dev`), as the site's Worker serves it: the
// lead receiver at /api/leads with its webhook, Resend's API and Turnstile's siteverify played by stand-ins on
// 127.0.0.1, the host's rate limiter and the leads' database as wrangler.toml declares them, the editors' redirects
// (content/redirects.json, written to _redirects), and, for every path of the site, the same status, Location and
// headers from workerd as from the project's own server, which the browser tests use. Two Workers run: one as the
// site is by default, and one with Turnstile on. Each test posts from addresses of its own (CF-Connecting-IP), so
// the host's limit of 5 a minute counts each test's posts alone, and reads the leads it sent by their addresses, as
// the receiver passes each on after its answer. What happens when a channel fails: ./leadDelivery.test.ts.

let edge: Edge;
let checked: Edge;
let own: { url: string; close: () => Promise<void> };
let hook: Awaited<ReturnType<typeof startRecorder>>;
let mail: Awaited<ReturnType<typeof startRecorder>>;
let verify: Awaited<ReturnType<typeof startSiteverify>>;
let github: Awaited<ReturnType<typeof startGitHubOAuth>>;

/** The site's address and documents, as the build listed them for the receiver. */
const built = JSON.parse(fs.readFileSync(path.join(PUBLIC_DIR, DOCUMENTS_PATH), "utf8")) as DocumentList;

beforeAll(async () => {
  [hook, mail, verify, own, github] = await Promise.all([
    startRecorder(),
    startRecorder(),
    startSiteverify(),
    startServer({ root: PUBLIC_DIR }),
    startGitHubOAuth(),
  ]);
  const settings = (url: string) => ({
    LEADS_WEBHOOK_URL: `${hook.url}/hook`,
    RESEND_API_KEY: "re_test",
    RESEND_API_URL: mail.url,
    LEADS_TEAM_EMAIL: "team@example.co.uk",
    LEADS_FROM_EMAIL: "hello@example.co.uk",
    // The site's address is the build's (www.kitelight.co.uk); the tests post to 127.0.0.1, allowed as a second one.
    LEADS_ALLOWED_ORIGINS: url,
    // Were the limit this instance's own, it would never be reached here: every 429 below is the host's.
    LEADS_POSTS_A_MINUTE: "1000",
  });
  // The editing screen's sign-in, with GitHub played on 127.0.0.1.
  const signIn = { GITHUB_CLIENT_ID: "Iv1.test", GITHUB_CLIENT_SECRET: "secret_test", GITHUB_OAUTH_ORIGIN: github.url };
  // The default Worker has the deploy hook, and takes sign-ins at its address; the one with Turnstile on has no
  // hook, so its daily rebuild is off, and takes sign-ins only at the site's own address.
  [edge, checked] = await Promise.all([
    startEdge(PUBLIC_DIR, (url) => ({
      ...settings(url),
      ...signIn,
      CMS_ALLOWED_ORIGINS: url,
      DEPLOY_HOOK_URL: `${hook.url}/deploy-hook`,
    })),
    startEdge(PUBLIC_DIR, (url) => ({
      ...settings(url),
      ...signIn,
      TURNSTILE_SECRET_KEY: "0x_test_secret",
      TURNSTILE_VERIFY_URL: verify.url,
    })),
  ]);
}, 120_000);

afterAll(async () => {
  await Promise.all([
    edge?.stop(),
    checked?.stop(),
    ...[own, hook, mail, verify, github].map((server) => server?.close()),
  ]);
});

beforeEach(() => {
  github.exchanges.length = 0;
  hook.posts.length = 0;
  mail.posts.length = 0;
  verify.posts.length = 0;
  hook.answer(200);
});

let clients = 0;
/** An address no other test posts from. */
const newClient = () => `198.51.100.${(clients += 1)}`;

const lead = (email = "grace@example.co.uk") => ({
  form: "guide",
  guide: "PPC Strategy Guide",
  name: "Grace Hopper",
  email,
  company: "Navy",
  currentSpend: "Just getting started",
  page: "/landing/ppc-strategy/",
  document: `${built.site}/downloads/ppc-strategy.pdf`,
  _gotcha: "",
  seconds_to_submit: "12",
});

const send = (
  body: string,
  { type = "application/json", client = newClient(), to = edge }: { type?: string; client?: string; to?: Edge } = {},
) =>
  fetch(`${to.url}/api/leads`, {
    method: "POST",
    headers: { "Content-Type": type, Origin: to.url, "CF-Connecting-IP": client },
    body,
  });

/**
 * Runs posts that must share one of the host's windows. Its limiter counts by the clock's whole minutes, so a run
 * that a new minute split is run again, with addresses of its attempt's own, until one minute holds it whole.
 */
async function inOneWindow<T>(run: (attempt: number) => Promise<T>): Promise<T> {
  const minute = () => Math.floor(Date.now() / 60_000);
  for (let attempt = 1; ; attempt += 1) {
    const started = minute();
    const result = await run(attempt);
    if (minute() === started || attempt === 3) return result;
  }
}

/** The leads the webhook has taken for an address, once there are `count` of them. */
const leadsFor = (email: string, count = 1) =>
  until(() => {
    const taken = hook.taken().filter((post) => (post.body.lead as Record<string, string>).email === email);
    return taken.length >= count && taken;
  }, `${count} lead(s) from ${email} at the webhook`);

/** The emails sent to an address, once there are `count` of them. */
const emailsTo = (email: string, count = 1) =>
  until(() => {
    const sent = mail.taken().filter((post) => (post.body.to as string[])[0] === email);
    return sent.length >= count && sent.map((post) => post.body);
  }, `${count} email(s) to ${email}`);

describe("the lead receiver on workerd", () => {
  it("keeps a guide request, passes it on once with every field, and emails the visitor the guide's link on the site's address", async () => {
    const response = await send(JSON.stringify(lead()));
    expect(response.status).toBe(200);
    const { [HONEYPOT_FIELD]: _honeypot, ...fields } = lead();
    const [passed] = await leadsFor("grace@example.co.uk");
    expect(passed).toEqual(expect.objectContaining({ path: "/hook", body: expect.objectContaining({ lead: fields }) }));
    expect(passed!.key).toBe(`${String(passed!.body.id)}:webhook`);
    const [email] = await emailsTo("grace@example.co.uk");
    expect(await emailsTo("team@example.co.uk")).toHaveLength(1);
    expect(email?.subject).toBe(`Your copy of ${built.documents["/downloads/ppc-strategy.pdf"]!.title}`);
    expect(email?.text).toContain(`${built.site}/downloads/ppc-strategy.pdf`);
    // The link it sends is the built guide.
    const file = await fetch(`${edge.url}/downloads/ppc-strategy.pdf`);
    expect(file.headers.get("content-type")).toBe("application/pdf");
  });

  it("refuses an invalid or oversized body, keeping nothing", async () => {
    const invalid = await send(JSON.stringify({ ...lead("invalid@example.co.uk"), email: "" }));
    expect(invalid.status).toBe(400);
    expect(await invalid.json()).toEqual({ error: 'the field "email" is missing' });
    expect((await send(JSON.stringify({ ...lead("big@example.co.uk"), pad: "x".repeat(20_000) }))).status).toBe(413);
    // The next lead arrives on its own: nothing of those two went before it.
    expect((await send(JSON.stringify(lead("after@example.co.uk")))).status).toBe(200);
    await leadsFor("after@example.co.uk");
    expect(hook.posts.map((post) => (post.body.lead as Record<string, string>).email)).not.toContain(
      "big@example.co.uk",
    );
  });

  it("answers a native form post with a thank-you page linking the guide", async () => {
    const body = new URLSearchParams(lead("native@example.co.uk")).toString();
    const response = await send(body, { type: "application/x-www-form-urlencoded" });
    expect(response.status).toBe(200);
    expect(await response.text()).toContain("<h1>Check Your Email!</h1>");
    expect(await leadsFor("native@example.co.uk")).toHaveLength(1);
  });

  it("never emails the visitor what the form carried, and emails an address each guide once a day", async () => {
    const spam = {
      ...lead("stranger@example.co.uk"),
      name: "<!channel> Claim your prize at evil.example",
      guide: "FREE MONEY: https://evil.example/claim",
      company: "Call 020 7946 0999",
    };
    for (let i = 0; i < 3; i += 1) expect((await send(JSON.stringify(spam))).status).toBe(200);
    // The team got all three; the address got one email, of fixed text.
    expect(await leadsFor("stranger@example.co.uk", 3)).toHaveLength(3);
    const emails = await emailsTo("stranger@example.co.uk");
    // By the time the team's three emails have gone, so has any second email to the visitor.
    await until(
      () =>
        mail.taken().filter((post) => String(post.body.text).includes("email: stranger@example.co.uk")).length === 3,
      "the team's three emails",
    );
    expect(mail.taken().filter((post) => (post.body.to as string[])[0] === "stranger@example.co.uk")).toHaveLength(1);
    expect(JSON.stringify(emails[0])).not.toMatch(/channel|prize|evil|MONEY|020 7946/);
  });

  it("holds a client to the host's limit, which no instance's memory keeps, and answers 429 with Retry-After", async () => {
    const client = await inOneWindow(async () => {
      const client = newClient();
      const statuses: number[] = [];
      for (let i = 0; i < 6; i += 1) {
        statuses.push((await send(JSON.stringify(lead(`limit${i}@example.co.uk`)), { client })).status);
      }
      const refused = await send(JSON.stringify(lead("limit9@example.co.uk")), { client });
      return { client, statuses, refused };
    });
    expect(client.statuses).toEqual([200, 200, 200, 200, 200, 429]);
    expect(client.refused.status).toBe(429);
    expect(client.refused.headers.get("retry-after")).toBe("60");
    // Another client in the same IPv6 /64 is the same client.
    const block = await inOneWindow(async (attempt) => {
      const prefix = `2001:db8:7:${attempt}`;
      for (const host of ["::1", "::2", ":1::3", ":2::4", ":3::5"]) {
        const address = `${prefix}${host}`;
        await send(JSON.stringify(lead(`v6-${address}@example.co.uk`.replace(/:/g, "-"))), { client: address });
      }
      return (await send(JSON.stringify(lead("v6-last@example.co.uk")), { client: `${prefix}:ffff::9` })).status;
    });
    expect(block).toBe(429);
    // And one recipient is held to it from any number of clients.
    const recipient = await inOneWindow(async (attempt) => {
      const statuses: number[] = [];
      for (let i = 0; i < 6; i += 1)
        statuses.push((await send(JSON.stringify(lead(`target${attempt}@example.co.uk`)))).status);
      return statuses;
    });
    expect(recipient).toEqual([200, 200, 200, 200, 200, 429]);
  });

  it("takes leads only at the site's own addresses", async () => {
    const response = await fetch(`${edge.url}/api/leads`, {
      method: "POST",
      headers: { "Content-Type": "application/json", Origin: "https://evil.example", "CF-Connecting-IP": newClient() },
      body: JSON.stringify(lead("elsewhere@example.co.uk")),
    });
    expect(response.status).toBe(403);
  });

  it("does not start with nowhere to send the team's leads, and says what to set", async () => {
    await expect(startEdge(PUBLIC_DIR, {})).rejects.toThrow(
      /The lead receiver cannot start: nothing takes the team's leads: set LEADS_WEBHOOK_URL, or RESEND_API_KEY, LEADS_TEAM_EMAIL and LEADS_FROM_EMAIL/,
    );
  });
});

describe("the lead receiver on workerd with Turnstile on", () => {
  const withToken = (token: string | undefined, email: string) =>
    JSON.stringify({ ...lead(email), ...(token ? { [TURNSTILE_FIELD]: token } : {}) });

  it("passes a lead whose token siteverify confirms, once; its replay is refused", async () => {
    const first = await send(withToken("pass:guide#1", "checked@example.co.uk"), { to: checked });
    expect(first.status).toBe(200);
    expect(verify.posts).toEqual([expect.objectContaining({ secret: "0x_test_secret", response: "pass:guide#1" })]);
    expect(await leadsFor("checked@example.co.uk")).toHaveLength(1);
    expect(await emailsTo("checked@example.co.uk")).toHaveLength(1);
    const replay = await send(withToken("pass:guide#1", "replay@example.co.uk"), { to: checked });
    expect(replay.status).toBe(403);
  });

  it("refuses a post without a token, or with a bad one, when the check is on; the Worker without it takes one", async () => {
    for (const token of [undefined, "nonsense", "pass:enquiry#2"]) {
      expect([token, (await send(withToken(token, "bad@example.co.uk"), { to: checked })).status]).toEqual([
        token,
        403,
      ]);
    }
    expect((await send(withToken(undefined, "unchecked@example.co.uk"))).status).toBe(200);
    expect(await leadsFor("unchecked@example.co.uk")).toHaveLength(1);
    // The refused posts were kept nowhere: the only lead from that address is the one the other Worker took.
    expect(
      hook.posts.filter((post) => (post.body.lead as Record<string, string>).email === "bad@example.co.uk"),
    ).toEqual([]);
  });

  it("takes a form sent without JavaScript to the team, emails its sender nothing and says so, at one a minute", async () => {
    const body = new URLSearchParams(lead("nojs@example.co.uk")).toString();
    const { first, page, second } = await inOneWindow(async () => {
      const client = newClient();
      const first = await send(body, { to: checked, client, type: "application/x-www-form-urlencoded" });
      const page = await first.text();
      const second = await send(body, { to: checked, client, type: "application/x-www-form-urlencoded" });
      return { first, page, second };
    });
    expect(first.status).toBe(200);
    expect(page).toContain("we don't email the guide");
    expect(second.status).toBe(429);
    expect(await leadsFor("nojs@example.co.uk")).toHaveLength(1);
    // The team's email of it came; the sender got none.
    await until(
      () => mail.taken().some((post) => String(post.body.text).includes("email: nojs@example.co.uk")),
      "the team's email of the lead",
    );
    expect(mail.posts.filter((post) => (post.body.to as string[])[0] === "nojs@example.co.uk")).toEqual([]);
  });
});

describe("the editing screen's GitHub sign-in on workerd", () => {
  const start = (on: Edge = edge, scope = "repo") =>
    fetch(`${on.url}/api/auth?provider=github&site_id=www.kitelight.co.uk&scope=${scope}`, { redirect: "manual" });
  const callback = (query: string, cookie?: string) =>
    fetch(`${edge.url}/api/auth/callback?${query}`, { headers: cookie ? { Cookie: cookie } : {} });
  /** What the popup hands over, from its page's JSON. */
  const handover = (html: string) =>
    JSON.parse(/<script type="application\/json" id="handover">(.*?)<\/script>/s.exec(html)![1]!) as {
      allowed: string[];
      message: string;
    };
  /** Through GitHub's stand-in: the callback URL it sends the editor back to, and the state cookie set at the start. */
  async function signInAtGitHub() {
    const started = await start();
    const cookie = started.headers.get("set-cookie")!.split(";")[0]!;
    const back = await fetch(started.headers.get("location")!, { redirect: "manual" });
    return { cookie, query: new URL(back.headers.get("location")!).search.slice(1) };
  }

  it("starts with a redirect to GitHub's authorize page, with a fresh state and PKCE challenge bound to a short-lived cookie", async () => {
    const [first, second] = [await start(), await start()];
    expect(first.status).toBe(302);
    expect(first.headers.get("cache-control")).toBe("no-store");
    const authorize = new URL(first.headers.get("location")!);
    expect(`${authorize.origin}${authorize.pathname}`).toBe(`${github.url}/login/oauth/authorize`);
    expect(Object.fromEntries(authorize.searchParams)).toEqual({
      client_id: "Iv1.test",
      // Fixed: the address the screen is served at, never taken from the request's query.
      redirect_uri: `${edge.url}/api/auth/callback`,
      scope: "repo",
      state: expect.stringMatching(/^[\w-]{43}$/),
      code_challenge: expect.stringMatching(/^[\w-]{43}$/),
      code_challenge_method: "S256",
    });
    // The cookie keeps the state and the challenge's verifier, which only this browser can send back.
    const [, state, verifier] = /^__Secure-cms_oauth_state=([\w-]{43})\.([\w-]{43}); /.exec(
      first.headers.get("set-cookie")!,
    )!;
    expect(first.headers.get("set-cookie")).toBe(
      `__Secure-cms_oauth_state=${state}.${verifier}; Path=/api/auth; Max-Age=600; HttpOnly; Secure; SameSite=Lax`,
    );
    expect(state).toBe(authorize.searchParams.get("state"));
    expect(crypto.createHash("sha256").update(verifier!).digest("base64url")).toBe(
      authorize.searchParams.get("code_challenge"),
    );
    expect(new URL(second.headers.get("location")!).searchParams.get("state")).not.toBe(
      authorize.searchParams.get("state"),
    );
  });

  it("hands the token over, on a valid round trip, to the site's own origins only, and clears the state", async () => {
    const { cookie, query } = await signInAtGitHub();
    const response = await callback(query, cookie);
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("no-store");
    // The site's security headers, as its files have them, but the opener policy, which would cut the popup off.
    expect(response.headers.get("strict-transport-security")).toBe("max-age=63072000; includeSubDomains");
    expect(response.headers.get("x-frame-options")).toBe("DENY");
    expect(response.headers.get("cross-origin-opener-policy")).toBeNull();
    expect(response.headers.get("set-cookie")).toMatch(/^__Secure-cms_oauth_state=; Path=\/api\/auth; Max-Age=0;/);
    expect(github.exchanges).toEqual([
      {
        client_id: "Iv1.test",
        client_secret: "secret_test",
        code: expect.stringMatching(/^code-\d+$/),
        code_verifier: cookie.split(".")[1],
        redirect_uri: `${edge.url}/api/auth/callback`,
      },
    ]);
    const html = await response.text();
    const { allowed, message } = handover(html);
    expect(allowed).toEqual([built.site, edge.url]);
    expect(message).toMatch(/^authorization:github:success:\{"token":"gho_token_for_code-\d+","provider":"github"\}$/);
    // Never to any window at all: every postMessage names its target origin.
    expect(html).not.toMatch(/postMessage\([^)]*["']\*["']/);
    // The page runs only its one script, allowed by its hash.
    const script = /<script>(.*?)<\/script>/s.exec(html)![1]!;
    const hash = `sha256-${crypto.createHash("sha256").update(script).digest("base64")}`;
    expect(response.headers.get("content-security-policy")).toContain(`script-src '${hash}'`);
  });

  it("releases no token for a missing or forged state", async () => {
    const { cookie, query } = await signInAtGitHub();
    const forged = query.replace(/state=[^&]+/, "state=forged");
    for (const response of [await callback(query), await callback(forged, cookie)]) {
      expect(response.status).toBe(403);
      const { message } = handover(await response.text());
      expect(message).toMatch(/^authorization:github:error:.*could not be matched to this browser/);
    }
    expect(github.exchanges).toEqual([]);
  });

  it("releases no token for a code taken to another browser's sign-in: its verifier is not the code's", async () => {
    const victim = await signInAtGitHub();
    const thief = await signInAtGitHub();
    const code = new URLSearchParams(victim.query).get("code")!;
    const state = new URLSearchParams(thief.query).get("state")!;
    const response = await callback(new URLSearchParams({ code, state }).toString(), thief.cookie);
    expect(response.status).toBe(502);
    expect(handover(await response.text()).message).toMatch(/^authorization:github:error:/);
  });

  it("keeps GitHub's words in the page's JSON, where no script can be made of them", async () => {
    const { cookie, query } = await signInAtGitHub();
    const denied = query
      .replace(/code=[^&]+/, "code=")
      .concat("&error_description=%3C%2Fscript%3E%3Cscript%3Ealert(1)%3C%2Fscript%3E");
    const html = await (await callback(denied, cookie)).text();
    expect(html).not.toContain("<script>alert(1)");
    expect(handover(html).message).toBe('authorization:github:error:{"message":"</script><script>alert(1)</script>"}');
  });

  it("takes sign-ins only at the site's own address and those listed, and only for the scopes the screen needs", async () => {
    expect((await start(checked)).status).toBe(403);
    expect((await start(edge, "admin:org")).status).toBe(400);
  });
});

describe("the daily rebuild on workerd", () => {
  it("asks the host's deploy hook for a build once each time the morning trigger runs", async () => {
    // The trigger's run ends when the Worker's handler has had the hook's answer.
    expect((await runCron(edge, REBUILD_CRON)).status).toBe(200);
    expect(hook.posts.filter((post) => post.path === "/deploy-hook")).toEqual([
      expect.objectContaining({ path: "/deploy-hook", body: {} }),
    ]);
  });

  it("does nothing without DEPLOY_HOOK_URL", async () => {
    expect((await runCron(checked, REBUILD_CRON)).status).toBe(200);
    expect(hook.posts.filter((post) => post.path === "/deploy-hook")).toEqual([]);
  });
});

/** Every redirect editors set (content/redirects.json's, and articles' former addresses), as the build wrote them to public/_redirects. */
const redirects: Redirect[] = siteRedirects(siteContent().checked, siteContent().routes).map(
  ({ redirect }) => redirect,
);

describe("the redirects editors set (content/redirects.json, and an article's former addresses), on workerd", () => {
  it("are there to test", () => {
    expect(redirects.length).toBeGreaterThan(0);
  });

  it.each(redirects.map((redirect) => [redirect.from, redirect] as const))(
    "%s answers with its own status and the page it leads to, keeping a visitor's query, without serving a page",
    async (from, redirect) => {
      const [target, query] = withTrailingSlash(redirect.to).split("?") as [string, string | undefined];
      for (const [asked, search] of [
        [from, ""],
        [`${from}/`, ""],
        [`${from}?utm_source=print`, "?utm_source=print"],
      ] as const) {
        const response = await fetch(`${edge.url}${asked}`, { redirect: "manual" });
        expect(`${asked} ${response.status}`).toBe(`${asked} ${redirectStatus(redirect)}`);
        // The destination's own query wins; otherwise the visitor's is kept.
        const location = response.headers.get("location")?.replace(/^https?:\/\/[^/]+/, "");
        expect(location).toBe(query === undefined ? `${target}${search}` : `${target}?${query}`);
        expect(await response.text()).not.toMatch(/<html/i);
        // Where it leads is a page.
        expect((await fetch(`${edge.url}${location}`)).status).toBe(200);
      }
    },
  );
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
    // Each redirect with and without its slash, and with a query of its own.
    ...redirects.flatMap(({ from }) => [from, `${from}/`, `${from}?utm_source=print`]),
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
