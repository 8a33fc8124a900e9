/**
 * @jest-environment node
 */
import { MAX_BODY_BYTES } from "../body";
import { clientKey, POSTS_A_MINUTE, type RateLimiter } from "../limits";
import { REFUSALS } from "../respond";
import fs from "node:fs";
import path from "node:path";
import { KEEP_DAYS, settingsProblem, type LeadsEnv } from "../settings";
import { tablesOf, type Database } from "../db";
import { memoryD1 } from "../../../tests/helpers/d1";
import { GUIDE_LEAD, nativePost, post, RESEND, setUp, settings, SITE, SITEVERIFY, WEBHOOK } from "./fakes";

// The lead receiver (worker/index.ts's /api/leads) as one request meets it: what it takes and keeps, what it
// refuses, and what it answers, with the team's channels, Turnstile's siteverify and the site's list of documents
// played by fakes (./fakes.ts). How a kept lead then reaches each channel: ./delivery.test.ts.

/** The rows the receiver keeps: each channel of each lead, and how it went. */
async function rowsOf(env: LeadsEnv) {
  await tablesOf(env.LEADS_DB!);
  return (env.LEADS_DB as ReturnType<typeof memoryD1>).sqlite
    .prepare("SELECT channel, state FROM deliveries ORDER BY channel")
    .all();
}

describe("handleLead", () => {
  it("keeps a guide request, thanks the visitor, and passes it to the webhook and the team and the guide's link to the visitor", async () => {
    const { handle, calls, webhook, emailsTo } = setUp();
    const env = settings();
    const response = await handle(post(JSON.stringify(GUIDE_LEAD)), env);
    expect(response.status).toBe(200);
    expect(response.headers.get("Access-Control-Allow-Origin")).toBe(SITE);
    const { _gotcha, ...passed } = GUIDE_LEAD;
    expect(webhook()).toEqual([
      { url: WEBHOOK, key: expect.stringMatching(/:webhook$/), body: expect.objectContaining({ lead: passed }) },
    ]);
    expect(calls.filter((call) => call.url === RESEND).map((call) => call.body)).toEqual([
      expect.objectContaining({ to: ["team@kitelight.co.uk"], reply_to: "grace@example.co.uk" }),
      expect.objectContaining({ to: ["grace@example.co.uk"], subject: "Your copy of PPC Strategy Guide" }),
    ]);
    expect(emailsTo(GUIDE_LEAD.email)[0]?.text).toContain(`${SITE}/downloads/ppc-strategy.pdf`);
    expect(await rowsOf(env)).toEqual([
      { channel: "team", state: "sent" },
      { channel: "visitor", state: "sent" },
      { channel: "webhook", state: "sent" },
    ]);
  });

  it("thanks the visitor while every channel is down, with the lead kept for each of them", async () => {
    const { handle } = setUp(() => 500);
    const env = settings();
    expect((await handle(post(JSON.stringify(GUIDE_LEAD)), env)).status).toBe(200);
    expect(await rowsOf(env)).toEqual([
      { channel: "team", state: "pending" },
      { channel: "visitor", state: "pending" },
      { channel: "webhook", state: "pending" },
    ]);
  });

  it("answers 503, saying to send again, only when the lead cannot be kept; nothing is passed on", async () => {
    const { handle, calls } = setUp();
    const broken: Database = {
      prepare: (sql) => memoryD1().prepare(sql),
      batch: async () => {
        throw new Error("D1_ERROR: the database is unavailable");
      },
    };
    const response = await handle(post(JSON.stringify(GUIDE_LEAD)), settings({ LEADS_DB: broken }));
    expect([response.status, await response.json()]).toEqual([503, { error: REFUSALS.notKept }]);
    const page = await handle(nativePost(GUIDE_LEAD), settings({ LEADS_DB: broken }));
    expect(page.status).toBe(503);
    expect(await page.text()).toContain("what you typed is still in the form");
    expect(calls).toEqual([]);
  });

  it("takes no lead without its database, which is how a site that takes none is set up", async () => {
    const { handle, calls } = setUp();
    const response = await handle(post(JSON.stringify(GUIDE_LEAD)), settings({ LEADS_DB: undefined }));
    expect([response.status, await response.json()]).toEqual([404, { error: "this site takes no leads here" }]);
    expect(calls).toEqual([]);
  });

  it("never emails a link that is not one of the site's own guides", async () => {
    const { handle, webhook, emailsTo } = setUp();
    await handle(post(JSON.stringify({ ...GUIDE_LEAD, document: "https://evil.example/x.pdf" })), settings());
    // The team still gets the lead; the visitor gets no email with the stranger's link.
    expect(webhook()).toHaveLength(1);
    expect(emailsTo(GUIDE_LEAD.email)).toEqual([]);
  });

  it("acknowledges an enquiry in fixed words, repeating nothing that was sent", async () => {
    const { handle, emailsTo } = setUp();
    const enquiry = {
      form: "enquiry",
      name: "Ada",
      email: "ada@example.co.uk",
      service: "ppc-management",
      message: "Secret plans",
    };
    expect((await handle(post(JSON.stringify(enquiry)), settings())).status).toBe(200);
    const [toVisitor] = emailsTo("ada@example.co.uk");
    expect(toVisitor?.text).toMatch(/^Hello,\n\nThank you for getting in touch/);
    expect(JSON.stringify(toVisitor)).not.toMatch(/Ada\b|Secret plans/);
  });

  it("takes a job application without the enquiry's service, and acknowledges it as an application", async () => {
    const { handle, emailsTo } = setUp();
    const application = {
      form: "enquiry",
      topic: "careers",
      role: "SEO Content Lead",
      name: "Ada",
      email: "ada@example.co.uk",
      portfolio: "https://ada.example.co.uk/cv",
    };
    expect((await handle(post(JSON.stringify(application)), settings())).status).toBe(200);
    expect(emailsTo("team@kitelight.co.uk")[0]?.subject).toBe("Application from Ada");
    const [toVisitor] = emailsTo("ada@example.co.uk");
    expect(toVisitor?.subject).toBe("We have your application");
    expect(toVisitor?.text).toMatch(/^Hello,\n\nThank you for your application/);
  });

  it.each([
    ["a missing required field", JSON.stringify({ ...GUIDE_LEAD, email: "" }), 400, 'the field "email" is missing'],
    [
      "a job application without its portfolio link",
      JSON.stringify({ form: "enquiry", topic: "careers", name: "Ada", email: "ada@example.co.uk" }),
      400,
      'the field "portfolio" is missing',
    ],
    [
      "a partnership application without its clients",
      JSON.stringify({ form: "enquiry", topic: "partnership", name: "Ada", email: "ada@example.co.uk", company: "Co" }),
      400,
      'the field "clientBase" is missing',
    ],
    [
      "an enquiry without its service",
      JSON.stringify({ form: "enquiry", topic: "general", name: "Ada", email: "ada@example.co.uk" }),
      400,
      'the field "service" is missing',
    ],
    [
      "an unknown form",
      JSON.stringify({ ...GUIDE_LEAD, form: "other" }),
      400,
      'the field "form" is not one of: enquiry, guide',
    ],
    [
      "an address that is not one",
      JSON.stringify({ ...GUIDE_LEAD, email: "grace" }),
      400,
      'the field "email" is not an email address',
    ],
    [
      "a field longer than the form allows",
      JSON.stringify({ ...GUIDE_LEAD, name: "x".repeat(101) }),
      400,
      'the field "name" is longer than 100 characters',
    ],
    ["a body that is not JSON", "{", 400, "the body is not JSON"],
    [
      "a field whose name would write a line of its own",
      JSON.stringify({ ...GUIDE_LEAD, "message\nemail: ceo@kitelight.example": "x" }),
      400,
      "a field's name is longer than 40 characters or holds a control character",
    ],
    [
      "a field with a name longer than any form's",
      JSON.stringify({ ...GUIDE_LEAD, ["x".repeat(41)]: "x" }),
      400,
      "a field's name is longer than 40 characters or holds a control character",
    ],
    ...["constructor", "__proto__", "toString", "hasOwnProperty"].map((form): [string, string, number, string] => [
      `the form "${form}", a key every object has`,
      JSON.stringify({ ...GUIDE_LEAD, form }),
      400,
      'the field "form" is not one of: enquiry, guide',
    ]),
    [
      "an address with a display name in front of it",
      JSON.stringify({ ...GUIDE_LEAD, email: '"Claim_prize_at_evil.example"<victim@example.org>' }),
      400,
      'the field "email" is not an email address',
    ],
    [
      "an oversized body",
      JSON.stringify({ ...GUIDE_LEAD, pad: "x".repeat(MAX_BODY_BYTES) }),
      413,
      "the body is too large",
    ],
  ])("refuses %s with a JSON reason, keeping and passing nothing on", async (_, body, status, error) => {
    const { handle, calls } = setUp();
    const env = settings();
    const response = await handle(post(body), env);
    expect(response.status).toBe(status);
    expect(await response.json()).toEqual({ error });
    expect(calls).toEqual([]);
    expect(await rowsOf(env)).toEqual([]);
  });

  it("quietly accepts and drops a filled honeypot, and passes the too-fast flag on", async () => {
    const { handle, calls, webhook } = setUp();
    const env = settings();
    expect((await handle(post(JSON.stringify({ ...GUIDE_LEAD, _gotcha: "bot" })), env)).status).toBe(200);
    expect(calls).toEqual([]);
    expect(await rowsOf(env)).toEqual([]);
    await handle(post(JSON.stringify({ ...GUIDE_LEAD, spam_flags: "too-fast" })), env);
    expect(webhook()[0]?.body.lead).toEqual(expect.objectContaining({ spam_flags: "too-fast" }));
  });

  it("answers CORS for the site's own origins only, and refuses a post from another", async () => {
    const { handle } = setUp();
    const preflight = await handle(
      new Request(`${SITE}/api/leads`, { method: "OPTIONS", headers: { Origin: SITE } }),
      settings(),
    );
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get("Access-Control-Allow-Origin")).toBe(SITE);
    const other = await handle(post(JSON.stringify(GUIDE_LEAD), { Origin: "https://evil.example" }), settings());
    expect(other.status).toBe(403);
    expect(other.headers.get("Access-Control-Allow-Origin")).toBeNull();
  });

  it("answers a native form post (no JavaScript) with a thank-you page that links the guide", async () => {
    const { handle, webhook } = setUp();
    const response = await handle(nativePost(GUIDE_LEAD, { Referer: `${SITE}/landing/ppc-strategy/` }), settings());
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain("<h1>Check Your Email!</h1>");
    expect(html).toContain(`href="${SITE}/downloads/ppc-strategy.pdf"`);
    expect(html).toContain(`href="${SITE}/landing/ppc-strategy/"`);
    expect(response.headers.get("Content-Security-Policy")).toContain("base-uri 'none'; form-action 'none'");
    expect(webhook()).toHaveLength(1);
  });

  it("takes JSON and forms by their exact media type, and refuses a look-alike with 415", async () => {
    for (const [type, status] of [
      ["application/json; charset=utf-8", 200],
      ["Application/JSON", 200],
      ["application/jsonx", 415],
      ["application/json-patch+json", 415],
      ["text/plain", 415],
    ] as const) {
      const { handle, calls } = setUp();
      const response = await handle(post(JSON.stringify(GUIDE_LEAD), { "Content-Type": type }), settings());
      expect([type, response.status]).toEqual([type, status]);
      if (status === 415) expect(calls).toEqual([]);
    }
  });

  it("stops reading a body with no Content-Length once it passes the limit, and answers 413", async () => {
    const { handle, calls } = setUp();
    let pulled = 0;
    const chunk = new TextEncoder().encode("x".repeat(4096));
    const endless = new ReadableStream<Uint8Array>({
      pull(controller) {
        pulled += chunk.byteLength;
        controller.enqueue(chunk);
      },
    });
    const request = new Request(`${SITE}/api/leads`, {
      method: "POST",
      headers: { "Content-Type": "application/json", Origin: SITE },
      body: endless,
      duplex: "half",
    } as RequestInit);
    const response = await handle(request, settings());
    expect(response.status).toBe(413);
    expect(pulled).toBeLessThanOrEqual(MAX_BODY_BYTES + 2 * chunk.byteLength);
    expect(calls).toEqual([]);
  });

  it("gives the team only the forms' fields, each on a line of its own, and Slack's markup escaped", async () => {
    const { handle, calls, webhook } = setUp();
    const lead = {
      ...GUIDE_LEAD,
      name: "Grace\r\nBcc: everyone@example.org\u0000 <!channel> <https://evil.example|Open the lead in CRM>",
      company: "Navy\nemail: ceo@kitelight.example",
      "x-forged": "email: ceo@kitelight.example",
    };
    expect((await handle(post(JSON.stringify(lead)), settings())).status).toBe(200);
    const { text, lead: passed } = webhook()[0]!.body as { text: string; lead: Record<string, string> };
    expect(text).not.toMatch(/<!channel>|<https:/);
    expect(text).toContain("&lt;!channel&gt; &lt;https://evil.example|Open the lead in CRM&gt;");
    // A line break in any field but the message is a space, and a field no form sends is not passed on.
    expect(text.split("\n").filter((line) => line.startsWith("email:"))).toEqual(["email: grace@example.co.uk"]);
    expect(passed).not.toHaveProperty("x-forged");
    expect(passed.company).toBe("Navy email: ceo@kitelight.example");
    const emails = calls.filter((call) => call.url === RESEND).map((call) => call.body);
    for (const email of emails) {
      expect(email.subject).not.toMatch(/[\r\n]/);
      expect(String(email.subject).includes("\u0000") || String(email.text).includes("\u0000")).toBe(false);
      expect(email.text).not.toMatch(/\r/);
    }
    expect(emails[0]?.subject).toBe(
      "Guide request: PPC Strategy Guide from Grace Bcc: everyone@example.org <!channel> <https://evil.example|Open the lead in CRM>",
    );
    expect(JSON.stringify(emails[1])).not.toMatch(/Grace|Bcc|channel|evil/);
  });

  it("keeps a message's paragraphs, indented under it in the team's text so that no line passes for a field", async () => {
    const { handle, emailsTo } = setUp();
    const enquiry = {
      form: "enquiry",
      name: "Ada",
      email: "ada@example.co.uk",
      service: "SEO Services",
      message: "Two sites.\r\n\r\nemail: ceo@kitelight.example",
    };
    await handle(post(JSON.stringify(enquiry)), settings());
    const [toTeam] = emailsTo("team@kitelight.co.uk");
    expect(toTeam?.text).toContain("message: Two sites.\n    \n    email: ceo@kitelight.example");
    expect(
      String(toTeam?.text)
        .split("\n")
        .filter((line) => line.startsWith("email:")),
    ).toEqual(["email: ada@example.co.uk"]);
  });

  it("escapes what was sent on the page that answers a native post", async () => {
    const { handle } = setUp();
    const html = await (
      await handle(nativePost({ ...GUIDE_LEAD, guide: "<script>alert(1)</script>" }), settings())
    ).text();
    expect(html).not.toContain("<script>");
    expect(html).toContain("PPC Strategy Guide is on its way to your inbox.");
  });

  it("emails the visitor the guide's title and link from the site's own list, and none of what was typed", async () => {
    const { handle, emailsTo } = setUp();
    const spam = {
      ...GUIDE_LEAD,
      name: "WIN A PRIZE at evil.example",
      guide: "prize, claim it at https://evil.example",
      company: "Call 020 7946 0999",
      document: "https://evil.example/downloads/ppc-strategy.pdf?x=https://evil.example",
    };
    expect((await handle(post(JSON.stringify(spam)), settings())).status).toBe(200);
    const [email] = emailsTo(GUIDE_LEAD.email);
    expect(email).toEqual(
      expect.objectContaining({
        subject: "Your copy of PPC Strategy Guide",
        text: expect.stringContaining(`${SITE}/downloads/ppc-strategy.pdf\n`),
      }),
    );
    expect(JSON.stringify(email)).not.toMatch(/evil|prize|PRIZE|020 7946/);
    // A document the list does not hold gets the visitor no email; the team still gets the lead.
    const second = setUp();
    await second.handle(post(JSON.stringify({ ...GUIDE_LEAD, document: `${SITE}/downloads/other.pdf` })), settings());
    expect(second.emailsTo(GUIDE_LEAD.email)).toEqual([]);
    expect(second.webhook()).toHaveLength(1);
  });

  it("emails one address each guide once a day, however often it is asked for", async () => {
    const { handle, webhook, emailsTo } = setUp();
    const env = settings();
    let now = Date.parse("2026-11-28T09:00:00Z");
    const clock = { now: () => now };
    for (const ip of ["203.0.113.1", "203.0.113.2"]) {
      await handle(post(JSON.stringify(GUIDE_LEAD), { "CF-Connecting-IP": ip }), env, clock);
    }
    await handle(post(JSON.stringify({ ...GUIDE_LEAD, email: "GRACE@example.co.uk" })), env, clock);
    expect(emailsTo(GUIDE_LEAD.email)).toHaveLength(1);
    // Every request still reached the team.
    expect(webhook()).toHaveLength(3);
    now += 24 * 60 * 60 * 1000 + 1;
    await handle(post(JSON.stringify(GUIDE_LEAD)), env, clock);
    expect(emailsTo(GUIDE_LEAD.email)).toHaveLength(2);
  });

  it("takes leads only at the site's own address: another Host, or the host's own name for the Worker, is refused", async () => {
    const { handle, calls } = setUp();
    for (const url of ["https://evil.example/api/leads", "https://kitelight-site.example.workers.dev/api/leads"]) {
      const request = new Request(url, {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify(GUIDE_LEAD),
      });
      const response = await handle(request, settings());
      expect([url, response.status, await response.json()]).toEqual([url, 403, { error: REFUSALS.elsewhere }]);
    }
    expect(calls).toEqual([]);
  });

  it("passes no campaign value that may be a person's address or phone number", async () => {
    const { handle, webhook } = setUp();
    const lead = {
      ...GUIDE_LEAD,
      utm_source: "newsletter",
      utm_content: "alice@example.com",
      utm_term: "+44 20 7946 0123",
      utm_campaign: "spring-2026",
    };
    await handle(post(JSON.stringify(lead)), settings());
    const passed = webhook()[0]?.body.lead as Record<string, string>;
    expect(passed).toEqual(expect.objectContaining({ utm_source: "newsletter", utm_campaign: "spring-2026" }));
    expect(passed).not.toHaveProperty("utm_content");
    expect(passed).not.toHaveProperty("utm_term");
  });
});

describe("the rate limit", () => {
  /** A stand-in for the host's limiter: `allowed` posts for each key, recording the keys it was asked about. */
  const limiter = (allowed: number) => {
    const counts = new Map<string, number>();
    const binding: RateLimiter = {
      limit: async ({ key }) => {
        counts.set(key, (counts.get(key) ?? 0) + 1);
        return { success: counts.get(key)! <= allowed };
      },
    };
    return { binding, counts };
  };

  it("counts a client by its IPv4 address, mapped or through NAT64 too, and an IPv6 client by its /64", () => {
    expect(clientKey("203.0.113.9")).toBe("ip:203.0.113.9");
    expect(clientKey("::ffff:203.0.113.7")).toBe("ip:203.0.113.7");
    expect(clientKey("::FFFF:cb00:7107")).toBe("ip:203.0.113.7");
    expect(clientKey("64:ff9b::203.0.113.8")).toBe("ip:203.0.113.8");
    expect(clientKey("2001:db8:1:2::1")).toBe("ip6:2001:db8:1:2::/64");
    expect(clientKey("2001:0db8:0001:0002:ffff:1:2:3")).toBe("ip6:2001:db8:1:2::/64");
    expect(clientKey("2001:db8::9")).toBe("ip6:2001:db8:0:0::/64");
    // Loopback is no one else's bucket: not a mapped address's, nor NAT64's.
    expect(new Set(["::1", "::ffff:203.0.113.7", "64:ff9b::1.2.3.4", "64:ff9b::5.6.7.8"].map(clientKey)).size).toBe(4);
  });

  it("asks the host's limiter, when bound, for the client and the recipient, and answers 429 past either", async () => {
    const { handle, webhook } = setUp();
    const { binding, counts } = limiter(2);
    const env = settings({ LEADS_RATE_LIMIT: binding });
    const from = (ip: string, email: string) =>
      handle(post(JSON.stringify({ ...GUIDE_LEAD, email }), { "CF-Connecting-IP": ip }), env);
    // One /64, three addresses in it: the third post is over the client's limit.
    const byClient = [
      await from("2001:db8:1:2::1", "a@example.co.uk"),
      await from("2001:db8:1:2::2", "b@example.co.uk"),
      await from("2001:db8:1:2:ffff::3", "c@example.co.uk"),
    ];
    expect(byClient.map((response) => response.status)).toEqual([200, 200, 429]);
    expect(byClient[2]!.headers.get("Retry-After")).toBe("60");
    expect(await byClient[2]!.json()).toEqual({ error: REFUSALS.tooMany });
    // Three clients, one recipient: the third is over the recipient's limit.
    const byRecipient = [
      await from("198.51.100.1", "d@example.co.uk"),
      await from("198.51.100.2", "d@example.co.uk"),
      await from("198.51.100.3", "D@example.co.uk"),
    ];
    expect(byRecipient.map((response) => response.status)).toEqual([200, 200, 429]);
    expect(counts.get("ip6:2001:db8:1:2::/64")).toBe(3);
    expect(counts.get("to:d@example.co.uk")).toBe(3);
    expect(webhook()).toHaveLength(4);
  });

  it("counts a recipient only once the bot check is passed, so a script cannot lock an address out", async () => {
    const { handle } = setUp();
    const { binding, counts } = limiter(5);
    const env = settings({
      LEADS_RATE_LIMIT: binding,
      TURNSTILE_SECRET_KEY: "0x_secret",
      TURNSTILE_VERIFY_URL: SITEVERIFY,
    });
    for (let i = 0; i < 3; i += 1) {
      const failed = JSON.stringify({ ...GUIDE_LEAD, "cf-turnstile-response": `fail:guide#${i}` });
      expect((await handle(post(failed, { "CF-Connecting-IP": `198.51.100.${i}` }), env)).status).toBe(403);
    }
    expect(counts.has(`to:${GUIDE_LEAD.email}`)).toBe(false);
  });

  it(`without the host's limiter, holds a client to ${POSTS_A_MINUTE} posts a minute in this instance`, async () => {
    const { handle } = setUp();
    const env = settings();
    const statuses: number[] = [];
    for (let i = 0; i <= POSTS_A_MINUTE; i += 1) {
      const lead = { ...GUIDE_LEAD, email: `p${i}@example.co.uk` };
      statuses.push((await handle(post(JSON.stringify(lead), { "CF-Connecting-IP": "203.0.113.9" }), env)).status);
    }
    expect(statuses).toEqual([...Array(POSTS_A_MINUTE).fill(200), 429]);
  });
});

describe("the bot check (Turnstile)", () => {
  const checked = () => settings({ TURNSTILE_SECRET_KEY: "0x_secret", TURNSTILE_VERIFY_URL: SITEVERIFY });
  const withToken = (token?: string) =>
    JSON.stringify({ ...GUIDE_LEAD, ...(token ? { "cf-turnstile-response": token } : {}) });

  it("passes a lead whose token siteverify confirms, once, and never passes the token on", async () => {
    const { handle, calls, webhook } = setUp();
    const env = checked();
    expect((await handle(post(withToken("pass:guide#1")), env)).status).toBe(200);
    expect(calls.find((call) => call.url === SITEVERIFY)?.body).toEqual(
      expect.objectContaining({ secret: "0x_secret", response: "pass:guide#1" }),
    );
    expect(webhook()).toHaveLength(1);
    expect(JSON.stringify(webhook()[0]!.body)).not.toContain("pass:guide#1");
    // The same token again: refused, and nothing more is passed on.
    const replay = await handle(post(withToken("pass:guide#1")), env);
    expect([replay.status, await replay.json()]).toEqual([403, { error: REFUSALS.checkFailed }]);
    expect(webhook()).toHaveLength(1);
  });

  it.each([
    ["a token siteverify refuses", "fail:guide"],
    ["a token for another form", "pass:enquiry"],
    ["a token from another site", "pass:guide:evil.example"],
  ])("refuses %s, passing nothing on", async (_, token) => {
    const { handle, webhook, emailsTo } = setUp();
    expect((await handle(post(withToken(token)), checked())).status).toBe(403);
    expect(webhook()).toEqual([]);
    expect(emailsTo(GUIDE_LEAD.email)).toEqual([]);
  });

  it("refuses a post from the page's script without a token when the check is on, and takes it when it is off", async () => {
    const { handle, webhook } = setUp();
    const refused = await handle(post(withToken()), checked());
    expect([refused.status, await refused.json()]).toEqual([403, { error: REFUSALS.unchecked }]);
    expect(webhook()).toEqual([]);
    expect((await handle(post(withToken()), settings())).status).toBe(200);
    expect(webhook()).toHaveLength(1);
  });

  it("takes a form sent without JavaScript to the team, emails its sender nothing, says so, and holds it to a stricter limit", async () => {
    const { handle, webhook, emailsTo } = setUp();
    const env = checked();
    const first = await handle(nativePost(GUIDE_LEAD, { "CF-Connecting-IP": "203.0.113.7" }), env);
    expect(first.status).toBe(200);
    const html = await first.text();
    expect(html).toContain("we don't email the guide");
    expect(html).toContain(`href="${SITE}/downloads/ppc-strategy.pdf"`);
    expect(webhook()).toHaveLength(1);
    expect(emailsTo(GUIDE_LEAD.email)).toEqual([]);
    const second = await handle(nativePost(GUIDE_LEAD, { "CF-Connecting-IP": "203.0.113.7" }), env);
    expect(second.status).toBe(429);
    expect(await second.text()).toContain(REFUSALS.tooMany);
    expect(webhook()).toHaveLength(1);
  });
});

describe("the receiver's settings", () => {
  const db = memoryD1();
  it("start a receiver with a team channel, and say what is missing otherwise", () => {
    expect(settingsProblem({ LEADS_DB: db, LEADS_WEBHOOK_URL: "https://hooks.example.com/x" })).toBeUndefined();
    expect(
      settingsProblem({ LEADS_DB: db, RESEND_API_KEY: "re_x", LEADS_FROM_EMAIL: "a@b.co", LEADS_TEAM_EMAIL: "t@b.co" }),
    ).toBeUndefined();
    expect(settingsProblem({ LEADS_DB: db })).toMatch(
      /^The lead receiver cannot start: nothing takes the team's leads/,
    );
    expect(settingsProblem({ LEADS_DB: db, RESEND_API_KEY: "re_x", LEADS_TEAM_EMAIL: "t@b.co" })).toMatch(
      /email needs LEADS_FROM_EMAIL as well/,
    );
    expect(settingsProblem({ LEADS_DB: db, LEADS_WEBHOOK_URL: "http://hooks.example.com/x" })).toMatch(
      /LEADS_WEBHOOK_URL must start https:\/\//,
    );
    expect(
      settingsProblem({ LEADS_DB: db, LEADS_WEBHOOK_URL: "https://h.example/x", LEADS_KEEP_DAYS: "a month" }),
    ).toMatch(/LEADS_KEEP_DAYS is "a month": write whole days, 1 or more/);
  });

  it("are not checked for a site that takes no leads: no database is bound", () => {
    expect(settingsProblem({})).toBeUndefined();
  });

  it("keep a delivered lead as long as the privacy notice says, when the forms deliver", () => {
    const notice = fs.readFileSync(path.join(__dirname, "../../../content/legal/privacy.md"), "utf8");
    const connected = notice
      .split("<!-- forms connected -->")
      .slice(1)
      .map((block) => block.split("<!-- end forms -->")[0]);
    expect(connected.join("\n")).toContain(`until it has reached us, and deletes it ${KEEP_DAYS} days after that.`);
  });
});
