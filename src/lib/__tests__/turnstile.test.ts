import { checkMode, turnstileSiteKey, turnstileSiteKeyProblem } from "../turnstile";

afterEach(() => {
  delete process.env.TURNSTILE_SITE_KEY;
  delete process.env.LEADS_ENDPOINT;
});

it("is off unless the build has a site key and forms that deliver", () => {
  expect([turnstileSiteKey(), checkMode()]).toEqual([undefined, "off"]);
  process.env.TURNSTILE_SITE_KEY = "0x4AAAAAAAexample_key";
  expect([turnstileSiteKey(), checkMode()]).toEqual([undefined, "off"]);
  process.env.LEADS_ENDPOINT = "/api/leads";
  expect([turnstileSiteKey(), checkMode()]).toEqual(["0x4AAAAAAAexample_key", "on"]);
});

it("stops the build for a key that is not one, or a key without forms that deliver", () => {
  expect(turnstileSiteKeyProblem({})).toBeUndefined();
  expect(turnstileSiteKeyProblem({ TURNSTILE_SITE_KEY: "0x4AAAAAAAexample_key", LEADS_ENDPOINT: "/api/leads" })).toBe(
    undefined,
  );
  expect(turnstileSiteKeyProblem({ TURNSTILE_SITE_KEY: "my key", LEADS_ENDPOINT: "/api/leads" })).toMatch(
    /^TURNSTILE_SITE_KEY is "my key", which is not a Turnstile site key/,
  );
  expect(turnstileSiteKeyProblem({ TURNSTILE_SITE_KEY: "0x4AAAAAAAexample_key" })).toMatch(
    /LEADS_ENDPOINT is not: the forms only simulate sending/,
  );
});
