/**
 * @jest-environment node
 */
import { handleLead, MAX_BODY_BYTES, POSTS_A_MINUTE, type ReceiverEnv } from "../leadReceiver";

// The lead receiver (functions/api/leads.ts) with the webhook and Resend's API played by a fake fetch that records
// what it is sent: what it passes on, what it refuses, and that a lead is never acknowledged and then lost.

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
const ENV: ReceiverEnv = {
  LEADS_WEBHOOK_URL: "https://hooks.example.com/leads",
  RESEND_API_KEY: "re_test",
  LEADS_TEAM_EMAIL: "team@kitelight.co.uk",
  LEADS_FROM_EMAIL: "hello@kitelight.co.uk",
};

function setUp(answer: (url: string) => number = () => 200) {
  const sent: Array<{ url: string; body: Record<string, unknown> }> = [];
  const fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    sent.push({ url, body: JSON.parse(String(init?.body)) as Record<string, unknown> });
    return new Response("{}", { status: answer(url) });
  }) as typeof globalThis.fetch;
  return { sent, deps: { fetch, recent: new Map<string, number[]>() } };
}

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
      expect.objectContaining({ to: ["grace@example.co.uk"], subject: "Your PPC Strategy Guide" }),
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

  it("acknowledges an enquiry without repeating anything but the visitor's name", async () => {
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
    expect(toVisitor?.body.text).toContain("Hello Ada,");
    expect(toVisitor?.body.text).not.toContain("Secret plans");
  });

  it.each([
    ["a missing required field", JSON.stringify({ ...GUIDE_LEAD, email: "" }), 400, 'the field "email" is missing'],
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
    expect(String(emails[1]?.text)).toMatch(/^Hello Grace Bcc: everyone@example\.org <!channel>/);
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
    expect(html).toContain("Your &lt;script&gt;alert(1)&lt;/script&gt; is on its way");
  });
});
