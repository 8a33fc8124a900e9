import {
  attributionOf,
  deliveryMode,
  LeadDeliveryError,
  leadPayload,
  leadsEndpointOrigin,
  leadsEndpointProblem,
  sendLead,
  withScheme,
} from "../leads";

describe("withScheme: a website address as people type it", () => {
  it.each([
    ["acme.co.uk", "https://acme.co.uk"],
    ["www.acme.co.uk/shop?ref=1", "https://www.acme.co.uk/shop?ref=1"],
    ["  acme.co.uk  ", "https://acme.co.uk"],
    ["shop.acme.co.uk:8443/cart", "https://shop.acme.co.uk:8443/cart"],
  ])("puts https:// before %j", (typed, fixed) => {
    expect(withScheme(typed)).toBe(fixed);
  });

  it.each(["https://acme.co.uk", "http://acme.co.uk", "", "acme", "not a site.com", "mailto:a@b.co", "ftp://x.y"])(
    "leaves %j for the browser's own check",
    (typed) => {
      expect(withScheme(typed)).toBe(typed);
    },
  );
});

describe("LEADS_ENDPOINT", () => {
  afterEach(() => {
    delete process.env.LEADS_ENDPOINT;
  });

  it("accepts https:// addresses, and http:// only on this machine", () => {
    expect(leadsEndpointProblem(undefined)).toBeUndefined();
    expect(leadsEndpointProblem("https://formspree.io/f/xyzabc")).toBeUndefined();
    expect(leadsEndpointProblem("http://127.0.0.1:4599/leads")).toBeUndefined();
    expect(leadsEndpointProblem("http://localhost:8080/")).toBeUndefined();
    expect(leadsEndpointProblem("http://leads.example.com/")).toMatch(/must start with https:\/\//);
    expect(leadsEndpointProblem("formspree.io/f/xyz")).toMatch(/is not a web address/);
  });

  it("accepts a path on the site's own origin, the host's function", () => {
    expect(leadsEndpointProblem("/api/leads")).toBeUndefined();
    expect(leadsEndpointProblem("//evil.example/leads")).toMatch(/is written like \/api\/leads/);
  });

  it("decides the mode and the origin the CSP allows", () => {
    expect(deliveryMode()).toBe("simulated");
    expect(leadsEndpointOrigin()).toBeUndefined();
    process.env.LEADS_ENDPOINT = "https://leads.example.com/f/abc?x=1";
    expect(deliveryMode()).toBe("connected");
    expect(leadsEndpointOrigin()).toBe("https://leads.example.com");
    // The site's own function: 'self' allows it, so the CSP gains no origin.
    process.env.LEADS_ENDPOINT = "/api/leads";
    expect(deliveryMode()).toBe("connected");
    expect(leadsEndpointOrigin()).toBeUndefined();
  });
});

describe("what a lead carries", () => {
  it("takes only the campaign parameters, in a fixed order, each capped", () => {
    expect(attributionOf(`?gclid=g1&q=shoes&utm_source=google&utm_campaign=${"s".repeat(300)}`)).toEqual([
      ["utm_source", "google"],
      ["utm_campaign", "s".repeat(200)],
      ["gclid", "g1"],
    ]);
    expect(attributionOf("")).toEqual([]);
  });

  it("leaves out a campaign value that may be a person's email address or phone number", () => {
    expect(
      attributionOf(
        "?utm_source=newsletter&utm_content=alice%40example.com&utm_term=%2B44%2020%207946%200123&utm_campaign=20261128&gclid=Cj0KCQ123456789",
      ),
    ).toEqual([
      ["utm_source", "newsletter"],
      ["utm_campaign", "20261128"],
      ["gclid", "Cj0KCQ123456789"],
    ]);
  });

  it("caps every field, keeps the message's 5,000 characters, and marks a submission made too fast", () => {
    const payload = leadPayload(
      [
        ["name", "n".repeat(500)],
        ["message", "m".repeat(6000)],
        ["_gotcha", ""],
      ],
      1.2,
    );
    expect(payload.name).toHaveLength(100);
    expect(payload.message).toHaveLength(5000);
    expect(payload).toMatchObject({ _gotcha: "", seconds_to_submit: "1", spam_flags: "too-fast" });
    expect(leadPayload([["name", "Ada"]], 42)).toEqual({ name: "Ada", seconds_to_submit: "42" });
  });
});

describe("sendLead", () => {
  const ok = { ok: true, status: 200 } as Response;
  const online = () => true;

  it("resolves on a 2xx answer and sends the payload as JSON", async () => {
    const fetchImpl = jest.fn().mockResolvedValue(ok);
    await sendLead("https://leads.example.com/f", { name: "Ada" }, { fetchImpl, online });
    expect(fetchImpl).toHaveBeenCalledTimes(1);
    expect(fetchImpl.mock.calls[0][1]).toMatchObject({ method: "POST", body: '{"name":"Ada"}' });
  });

  it("names why it failed: refused, offline, answered with an error, or silent for too long", async () => {
    const reason = (promise: Promise<void>) =>
      promise.then(
        () => "delivered",
        (error: LeadDeliveryError) => `${error.reason}${error.status ? ` ${error.status}` : ""}`,
      );
    const refuse = jest.fn().mockRejectedValue(new TypeError("Failed to fetch"));
    expect(await reason(sendLead("https://x.test/", {}, { fetchImpl: refuse, online }))).toBe("network");
    expect(await reason(sendLead("https://x.test/", {}, { fetchImpl: refuse, online: () => false }))).toBe("offline");
    expect(refuse).toHaveBeenCalledTimes(1);
    const reject = jest.fn().mockResolvedValue({ ok: false, status: 422 });
    expect(await reason(sendLead("https://x.test/", {}, { fetchImpl: reject, online }))).toBe("rejected 422");

    const hang = jest.fn(
      (_: RequestInfo | URL, init?: RequestInit) =>
        new Promise<Response>((_resolve, rejectWith) =>
          init?.signal?.addEventListener("abort", () => rejectWith(new DOMException("aborted", "AbortError"))),
        ),
    );
    expect(await reason(sendLead("https://x.test/", {}, { fetchImpl: hang, online, timeoutMs: 20 }))).toBe("timeout");
  });
});
