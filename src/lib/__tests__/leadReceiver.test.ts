/**
 * @jest-environment node
 */
import {
  clientKey,
  DOCUMENTS_PATH,
  handleLead,
  MAX_BODY_BYTES,
  POSTS_A_MINUTE,
  REFUSALS,
  type DocumentList,
  type RateLimiter,
  type ReceiverEnv,
} from "../leadReceiver";

// The lead receiver (worker/index.ts's /api/leads) with the webhook, Resend's API and Turnstile's siteverify played
// by a fake fetch that records what it is sent, and the site's list of documents by a fake of the Worker's assets:
// what it passes on, what it refuses, and that a lead is never acknowledged and then lost.

const SITE = "https://www.kitelight.co.uk";
const GUIDE_LEAD = {
  form: "guide",
  guide: "PPC Strategy Guide",
  name: "Grace Hopper",
  email: "grace@example.co.uk",
  company: "",
  currentSpend: "Just getting started",
  page: "/landing/ppc-strategy/",
  document: `${SITE}/downloads/ppc-strategy.pdf`,
  _gotcha: "",
  seconds_to_submit: "14",
};
/** The site's address and documents, as the build lists them. */
const DOCUMENTS: DocumentList = {
  site: SITE,
  documents: { "/downloads/ppc-strategy.pdf": { title: "PPC Strategy Guide" } },
};
const ASSETS = {
  fetch: async (request: Request | string) =>
    new URL(String(request instanceof Request ? request.url : request)).pathname === DOCUMENTS_PATH
      ? Response.json(DOCUMENTS)
      : new Response("Not found", { status: 404 }),
};
const ENV: ReceiverEnv = {
  LEADS_WEBHOOK_URL: "https://hooks.example.com/leads",
  RESEND_API_KEY: "re_test",
  LEADS_TEAM_EMAIL: "team@kitelight.co.uk",
  LEADS_FROM_EMAIL: "hello@kitelight.co.uk",
  ASSETS,
};
const SITEVERIFY = "https://siteverify.test/";

/**
 * A fake fetch that records every call, and answers the webhook and Resend with `answer(url)`, and siteverify as
 * Turnstile does: a token "pass:<form>[:<host>]#<n>" is good once, for that form, on the site's host or the one it names.
 */
function setUp(answer: (url: string) => number = () => 200) {
  const sent: Array<{ url: string; body: Record<string, unknown> }> = [];
  const spent = new Set<string>();
  const fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    const body = JSON.parse(String(init?.body)) as Record<string, unknown>;
    sent.push({ url, body });
    if (url === SITEVERIFY) {
      const token = String(body.response);
      const [verdict, action, host = new URL(SITE).hostname] = token.split("#")[0]!.split(":");
      const success = verdict === "pass" && !spent.has(token);
      spent.add(token);
      return Response.json({ success, action, hostname: host });
    }
    return new Response("{}", { status: answer(url) });
  }) as typeof globalThis.fetch;
  return { sent, deps: { fetch, recent: new Map<string, number[]>(), sentToday: new Map<string, number>() } };
}

const emailsTo = (sent: ReturnType<typeof setUp>["sent"], to: string) =>
  sent.filter((call) => (call.body.to as string[] | undefined)?.[0] === to).map((call) => call.body);

const post = (body: string, headers: Record<string, string> = {}) =>
  new Request(`${SITE}/api/leads`, {
    method: "POST",
    headers: { "Content-Type": "application/json", Origin: SITE, ...headers },
    body,
  });

describe("handleLead", () => {
  it("passes a guide request to the webhook and the team once, and emails the visitor the guide's link", async () => {
    const { sent, deps } = setUp();
    const response = await handleLead(post(JSON.stringify(GUIDE_LEAD)), ENV, deps);
    expect(response.status).toBe(200);
    expect(response.headers.get("Access-Control-Allow-Origin")).toBe(SITE);
    expect(sent.filter((call) => call.url === ENV.LEADS_WEBHOOK_URL)).toEqual([
      { url: ENV.LEADS_WEBHOOK_URL, body: expect.objectContaining({ lead: expect.objectContaining(GUIDE_LEAD) }) },
    ]);
    const emails = sent.filter((call) => call.url === "https://api.resend.com/emails").map((call) => call.body);
    expect(emails).toEqual([
      expect.objectContaining({ to: ["team@kitelight.co.uk"], reply_to: "grace@example.co.uk" }),
      expect.objectContaining({ to: ["grace@example.co.uk"], subject: "Your copy of PPC Strategy Guide" }),
    ]);
    expect(emails[1]?.text).toContain(`${SITE}/downloads/ppc-strategy.pdf`);
  });

  it("answers 502 when the lead cannot be passed on, and sends the visitor nothing", async () => {
    const { sent, deps } = setUp((url) => (url === ENV.LEADS_WEBHOOK_URL ? 500 : 200));
    const response = await handleLead(post(JSON.stringify(GUIDE_LEAD)), ENV, deps);
    expect(response.status).toBe(502);
    expect(sent.some((call) => (call.body.to as string[] | undefined)?.includes("grace@example.co.uk"))).toBe(false);
  });

  it("answers 502 when the email API fails, so the visitor can send again", async () => {
    const { deps } = setUp((url) => (url.endsWith("/emails") ? 502 : 200));
    expect((await handleLead(post(JSON.stringify(GUIDE_LEAD)), ENV, deps)).status).toBe(502);
  });

  it("answers 502 when nothing is configured to take the lead", async () => {
    const { deps } = setUp();
    expect((await handleLead(post(JSON.stringify(GUIDE_LEAD)), {}, deps)).status).toBe(502);
  });

  it("never emails a link that is not one of the site's own guides", async () => {
    const { sent, deps } = setUp();
    await handleLead(post(JSON.stringify({ ...GUIDE_LEAD, document: "https://evil.example/x.pdf" })), ENV, deps);
    // The team still gets the lead; the visitor gets no email with the stranger's link.
    expect(sent.filter((call) => call.url === ENV.LEADS_WEBHOOK_URL)).toHaveLength(1);
    expect(sent.filter((call) => (call.body.to as string[] | undefined)?.[0] === GUIDE_LEAD.email)).toEqual([]);
  });

  it("acknowledges an enquiry in fixed words, repeating nothing that was sent", async () => {
    const { sent, deps } = setUp();
    const enquiry = {
      form: "enquiry",
      name: "Ada",
      email: "ada@example.co.uk",
      service: "ppc-management",
      message: "Secret plans",
    };
    expect((await handleLead(post(JSON.stringify(enquiry)), ENV, deps)).status).toBe(200);
    const toVisitor = sent.find((call) => (call.body.to as string[] | undefined)?.[0] === "ada@example.co.uk");
    expect(toVisitor?.body.text).toMatch(/^Hello,\n\nThank you for getting in touch/);
    expect(JSON.stringify(toVisitor?.body)).not.toMatch(/Ada\b|Secret plans/);
  });

  it("takes a job application without the enquiry's service, and acknowledges it as an application", async () => {
    const { sent, deps } = setUp();
    const application = {
      form: "enquiry",
      topic: "careers",
      role: "SEO Content Lead",
      name: "Ada",
      email: "ada@example.co.uk",
      portfolio: "https://ada.example.co.uk/cv",
    };
    expect((await handleLead(post(JSON.stringify(application)), ENV, deps)).status).toBe(200);
    const toTeam = sent.find((call) => (call.body.to as string[] | undefined)?.[0] === ENV.LEADS_TEAM_EMAIL);
    expect(toTeam?.body.subject).toBe("Application from Ada");
    const toVisitor = sent.find((call) => (call.body.to as string[] | undefined)?.[0] === "ada@example.co.uk");
    expect(toVisitor?.body.subject).toBe("We have your application");
    expect(toVisitor?.body.text).toMatch(/^Hello,\n\nThank you for your application/);
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
  ])("refuses %s with a JSON reason, passing nothing on", async (_, body, status, error) => {
    const { sent, deps } = setUp();
    const response = await handleLead(post(body), ENV, deps);
    expect(response.status).toBe(status);
    expect(await response.json()).toEqual({ error });
    expect(sent).toEqual([]);
  });

  it("quietly accepts and drops a filled honeypot, and passes the too-fast flag on", async () => {
    const { sent, deps } = setUp();
    expect((await handleLead(post(JSON.stringify({ ...GUIDE_LEAD, _gotcha: "bot" })), ENV, deps)).status).toBe(200);
    expect(sent).toEqual([]);
    await handleLead(post(JSON.stringify({ ...GUIDE_LEAD, spam_flags: "too-fast" })), ENV, deps);
    expect(sent[0]?.body.lead).toEqual(expect.objectContaining({ spam_flags: "too-fast" }));
  });

  it("answers CORS for the site's own origins only, and refuses a post from another", async () => {
    const { deps } = setUp();
    const preflight = await handleLead(
      new Request(`${SITE}/api/leads`, { method: "OPTIONS", headers: { Origin: SITE } }),
      ENV,
      deps,
    );
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get("Access-Control-Allow-Origin")).toBe(SITE);
    const other = await handleLead(post(JSON.stringify(GUIDE_LEAD), { Origin: "https://evil.example" }), ENV, deps);
    expect(other.status).toBe(403);
    expect(other.headers.get("Access-Control-Allow-Origin")).toBeNull();
  });

  it(`limits one address to ${POSTS_A_MINUTE} posts a minute`, async () => {
    const { deps } = setUp();
    const statuses: number[] = [];
    for (let i = 0; i <= POSTS_A_MINUTE; i += 1) {
      statuses.push(
        (await handleLead(post(JSON.stringify(GUIDE_LEAD), { "CF-Connecting-IP": "203.0.113.9" }), ENV, deps)).status,
      );
    }
    expect(statuses).toEqual([...Array(POSTS_A_MINUTE).fill(200), 429]);
  });

  it("answers a native form post (no JavaScript) with a thank-you page that links the guide", async () => {
    const { sent, deps } = setUp();
    const request = new Request(`${SITE}/api/leads`, {
      method: "POST",
      headers: {
        "Content-Type": "application/x-www-form-urlencoded",
        Origin: SITE,
        Referer: `${SITE}/landing/ppc-strategy/`,
      },
      body: new URLSearchParams(GUIDE_LEAD).toString(),
    });
    const response = await handleLead(request, ENV, deps);
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain("<h1>Check Your Email!</h1>");
    expect(html).toContain(`href="${SITE}/downloads/ppc-strategy.pdf"`);
    expect(html).toContain(`href="${SITE}/landing/ppc-strategy/"`);
    expect(sent.filter((call) => call.url === ENV.LEADS_WEBHOOK_URL)).toHaveLength(1);
  });

  it("takes JSON and forms by their exact media type, and refuses a look-alike with 415", async () => {
    for (const [type, status] of [
      ["application/json; charset=utf-8", 200],
      ["Application/JSON", 200],
      ["application/jsonx", 415],
      ["application/json-patch+json", 415],
      ["text/plain", 415],
    ] as const) {
      const { sent, deps } = setUp();
      const response = await handleLead(post(JSON.stringify(GUIDE_LEAD), { "Content-Type": type }), ENV, deps);
      expect([type, response.status]).toEqual([type, status]);
      if (status === 415) expect(sent).toEqual([]);
    }
  });

  it("stops reading a body with no Content-Length once it passes the limit, and answers 413", async () => {
    const { sent, deps } = setUp();
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
    const response = await handleLead(request, ENV, deps);
    expect(response.status).toBe(413);
    expect(pulled).toBeLessThanOrEqual(MAX_BODY_BYTES + 2 * chunk.byteLength);
    expect(sent).toEqual([]);
  });

  it("keeps line breaks and control characters out of subjects and greetings, and Slack's markup out of the webhook's text", async () => {
    const { sent, deps } = setUp();
    const lead = {
      ...GUIDE_LEAD,
      name: "Grace\r\nBcc: everyone@example.org\u0000 <!channel> <https://evil.example|Open the lead in CRM>",
    };
    expect((await handleLead(post(JSON.stringify(lead)), ENV, deps)).status).toBe(200);
    const webhook = sent.find((call) => call.url === ENV.LEADS_WEBHOOK_URL)!.body;
    expect(webhook.text).not.toMatch(/<!channel>|<https:/);
    expect(webhook.text).toContain("&lt;!channel&gt; &lt;https://evil.example|Open the lead in CRM&gt;");
    const emails = sent.filter((call) => call.url === "https://api.resend.com/emails").map((call) => call.body);
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

  it("escapes what was sent on the page that answers a native post", async () => {
    const { deps } = setUp();
    const request = new Request(`${SITE}/api/leads`, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: SITE },
      body: new URLSearchParams({ ...GUIDE_LEAD, guide: "<script>alert(1)</script>" }).toString(),
    });
    const html = await (await handleLead(request, ENV, deps)).text();
    expect(html).not.toContain("<script>");
    expect(html).toContain("PPC Strategy Guide is on its way to your inbox.");
  });

  it("emails the visitor the guide's title and link from the site's own list, and none of what was typed", async () => {
    const { sent, deps } = setUp();
    const spam = {
      ...GUIDE_LEAD,
      name: "WIN A PRIZE at evil.example",
      guide: "prize, claim it at https://evil.example",
      company: "Call 020 7946 0999",
      document: "https://evil.example/downloads/ppc-strategy.pdf?x=https://evil.example",
    };
    expect((await handleLead(post(JSON.stringify(spam)), ENV, deps)).status).toBe(200);
    const [email] = emailsTo(sent, GUIDE_LEAD.email);
    expect(email).toEqual(
      expect.objectContaining({
        subject: "Your copy of PPC Strategy Guide",
        text: expect.stringContaining(`${SITE}/downloads/ppc-strategy.pdf\n`),
      }),
    );
    expect(JSON.stringify(email)).not.toMatch(/evil|prize|PRIZE|020 7946/);
    // A document the list does not hold gets the visitor no email; the team still gets the lead.
    const { sent: second, deps: again } = setUp();
    await handleLead(post(JSON.stringify({ ...GUIDE_LEAD, document: `${SITE}/downloads/other.pdf` })), ENV, again);
    expect(emailsTo(second, GUIDE_LEAD.email)).toEqual([]);
    expect(second.filter((call) => call.url === ENV.LEADS_WEBHOOK_URL)).toHaveLength(1);
  });

  it("emails one address each guide once a day, however often it is asked for", async () => {
    const { sent, deps } = setUp();
    let now = Date.parse("2026-11-28T09:00:00Z");
    const timed = { ...deps, now: () => now };
    for (const ip of ["203.0.113.1", "203.0.113.2"]) {
      await handleLead(post(JSON.stringify(GUIDE_LEAD), { "CF-Connecting-IP": ip }), ENV, timed);
    }
    await handleLead(post(JSON.stringify({ ...GUIDE_LEAD, email: "GRACE@example.co.uk" })), ENV, timed);
    expect(emailsTo(sent, GUIDE_LEAD.email)).toHaveLength(1);
    // Every request still reached the team.
    expect(sent.filter((call) => call.url === ENV.LEADS_WEBHOOK_URL)).toHaveLength(3);
    now += 24 * 60 * 60 * 1000;
    await handleLead(post(JSON.stringify(GUIDE_LEAD)), ENV, timed);
    expect(emailsTo(sent, GUIDE_LEAD.email)).toHaveLength(2);
  });

  it("uses the host's store for the day's emails when it is bound, keeping a digest rather than the address", async () => {
    const { sent, deps } = setUp();
    const stored = new Map<string, string>();
    const store = {
      get: async (key: string) => stored.get(key) ?? null,
      put: async (key: string, value: string, options: { expirationTtl: number }) => {
        expect(options.expirationTtl).toBe(86_400);
        stored.set(key, value);
      },
    };
    await handleLead(post(JSON.stringify(GUIDE_LEAD)), { ...ENV, LEADS_SENT: store }, deps);
    await handleLead(
      post(JSON.stringify(GUIDE_LEAD)),
      { ...ENV, LEADS_SENT: store },
      { ...deps, sentToday: new Map() },
    );
    expect(emailsTo(sent, GUIDE_LEAD.email)).toHaveLength(1);
    expect([...stored.keys()]).toEqual([expect.stringMatching(/^sent:[0-9a-f]{64}$/)]);
  });

  it("takes leads only at the site's own address: another Host, or the host's own name for the Worker, is refused", async () => {
    const { sent, deps } = setUp();
    for (const url of ["https://evil.example/api/leads", "https://kitelight-site.example.workers.dev/api/leads"]) {
      const request = new Request(url, {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify(GUIDE_LEAD),
      });
      const response = await handleLead(request, ENV, deps);
      expect([url, response.status, await response.json()]).toEqual([url, 403, { error: REFUSALS.elsewhere }]);
    }
    expect(sent).toEqual([]);
  });

  it("passes no campaign value that may be a person's address or phone number", async () => {
    const { sent, deps } = setUp();
    const lead = {
      ...GUIDE_LEAD,
      utm_source: "newsletter",
      utm_content: "alice@example.com",
      utm_term: "+44 20 7946 0123",
      utm_campaign: "spring-2026",
    };
    await handleLead(post(JSON.stringify(lead)), ENV, deps);
    const passed = sent.find((call) => call.url === ENV.LEADS_WEBHOOK_URL)?.body.lead as Record<string, string>;
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

  it("counts a client by its address, and an IPv6 client by its /64", () => {
    expect(clientKey("203.0.113.9")).toBe("ip:203.0.113.9");
    expect(clientKey("2001:db8:1:2::1")).toBe("ip6:2001:db8:1:2::/64");
    expect(clientKey("2001:0db8:0001:0002:ffff:1:2:3")).toBe("ip6:2001:db8:1:2::/64");
    expect(clientKey("2001:db8::9")).toBe("ip6:2001:db8:0:0::/64");
    expect(clientKey("::1")).toBe("ip6:0:0:0:0::/64");
  });

  it("asks the host's limiter, when bound, for the client and the recipient, and answers 429 past either", async () => {
    const { sent, deps } = setUp();
    const { binding, counts } = limiter(2);
    const env = { ...ENV, LEADS_RATE_LIMIT: binding };
    const from = (ip: string, email: string) =>
      handleLead(post(JSON.stringify({ ...GUIDE_LEAD, email }), { "CF-Connecting-IP": ip }), env, deps);
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
    expect(sent.filter((call) => call.url === ENV.LEADS_WEBHOOK_URL)).toHaveLength(4);
  });

  it(`without the host's limiter, holds a client to ${POSTS_A_MINUTE} posts a minute in this instance`, async () => {
    const { deps } = setUp();
    const statuses: number[] = [];
    for (let i = 0; i <= POSTS_A_MINUTE; i += 1) {
      const lead = { ...GUIDE_LEAD, email: `p${i}@example.co.uk` };
      statuses.push(
        (await handleLead(post(JSON.stringify(lead), { "CF-Connecting-IP": "203.0.113.9" }), ENV, deps)).status,
      );
    }
    expect(statuses).toEqual([...Array(POSTS_A_MINUTE).fill(200), 429]);
  });
});

describe("the bot check (Turnstile)", () => {
  const CHECKED: ReceiverEnv = { ...ENV, TURNSTILE_SECRET_KEY: "0x_secret", TURNSTILE_VERIFY_URL: SITEVERIFY };
  const withToken = (token?: string) =>
    JSON.stringify({ ...GUIDE_LEAD, ...(token ? { "cf-turnstile-response": token } : {}) });
  const forwarded = (sent: ReturnType<typeof setUp>["sent"]) =>
    sent.filter((call) => call.url === ENV.LEADS_WEBHOOK_URL);

  it("passes a lead whose token siteverify confirms, once, and never passes the token on", async () => {
    const { sent, deps } = setUp();
    expect((await handleLead(post(withToken("pass:guide#1")), CHECKED, deps)).status).toBe(200);
    expect(sent.find((call) => call.url === SITEVERIFY)?.body).toEqual(
      expect.objectContaining({ secret: "0x_secret", response: "pass:guide#1" }),
    );
    expect(forwarded(sent)).toHaveLength(1);
    expect(JSON.stringify(forwarded(sent)[0]!.body)).not.toContain("pass:guide#1");
    // The same token again: refused, and nothing more is passed on.
    const replay = await handleLead(post(withToken("pass:guide#1")), CHECKED, deps);
    expect([replay.status, await replay.json()]).toEqual([403, { error: REFUSALS.checkFailed }]);
    expect(forwarded(sent)).toHaveLength(1);
  });

  it.each([
    ["a token siteverify refuses", "fail:guide"],
    ["a token for another form", "pass:enquiry"],
    ["a token from another site", "pass:guide:evil.example"],
  ])("refuses %s, passing nothing on", async (_, token) => {
    const { sent, deps } = setUp();
    expect((await handleLead(post(withToken(token)), CHECKED, deps)).status).toBe(403);
    expect(forwarded(sent)).toEqual([]);
    expect(emailsTo(sent, GUIDE_LEAD.email)).toEqual([]);
  });

  it("refuses a post from the page's script without a token when the check is on, and takes it when it is off", async () => {
    const { sent, deps } = setUp();
    const refused = await handleLead(post(withToken()), CHECKED, deps);
    expect([refused.status, await refused.json()]).toEqual([403, { error: REFUSALS.unchecked }]);
    expect(forwarded(sent)).toEqual([]);
    expect((await handleLead(post(withToken()), ENV, deps)).status).toBe(200);
    expect(forwarded(sent)).toHaveLength(1);
  });

  it("takes a form sent without JavaScript to the team, emails its sender nothing, says so, and holds it to a stricter limit", async () => {
    const { sent, deps } = setUp();
    const native = () =>
      new Request(`${SITE}/api/leads`, {
        method: "POST",
        headers: {
          "Content-Type": "application/x-www-form-urlencoded",
          Origin: SITE,
          "CF-Connecting-IP": "203.0.113.7",
        },
        body: new URLSearchParams(GUIDE_LEAD).toString(),
      });
    const first = await handleLead(native(), CHECKED, deps);
    expect(first.status).toBe(200);
    const html = await first.text();
    expect(html).toContain("we don't email the guide");
    expect(html).toContain(`href="${SITE}/downloads/ppc-strategy.pdf"`);
    expect(forwarded(sent)).toHaveLength(1);
    expect(emailsTo(sent, GUIDE_LEAD.email)).toEqual([]);
    const second = await handleLead(native(), CHECKED, deps);
    expect(second.status).toBe(429);
    expect(await second.text()).toContain(REFUSALS.tooMany);
    expect(forwarded(sent)).toHaveLength(1);
  });
});
