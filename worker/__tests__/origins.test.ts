/** @jest-environment node */
import { listedOrigins, originsProblem } from "../origins";

// The lists of origins besides the site's own (LEADS_ALLOWED_ORIGINS, CMS_ALLOWED_ORIGINS), read as a browser writes
// its Origin header, and refused at start-up, by name, when an entry is not a site's address.

describe("a setting's list of origins", () => {
  it("is read as browsers write an Origin: no trailing slash, default ports dropped, host in lower case", () => {
    expect(listedOrigins(" https://Kitelight.co.uk/ , http://127.0.0.1:9324,https://www.example.com:443")).toEqual([
      "https://kitelight.co.uk",
      "http://127.0.0.1:9324",
      "https://www.example.com",
    ]);
  });

  it("holds each origin once, and nothing for an empty or unset setting", () => {
    expect(listedOrigins("https://a.example, https://a.example/")).toEqual(["https://a.example"]);
    expect(listedOrigins("")).toEqual([]);
    expect(listedOrigins(undefined)).toEqual([]);
  });

  it("stops the Worker for an entry that is not a site's address, naming the setting and the entry", () => {
    expect(originsProblem({ LEADS_ALLOWED_ORIGINS: "https://kitelight.co.uk, kitelight.co.uk" })).toBe(
      'The site\'s Worker cannot start: LEADS_ALLOWED_ORIGINS: "kitelight.co.uk" is not an address: write it whole, as https://www.example.com (origins are comma-separated).',
    );
    expect(originsProblem({ CMS_ALLOWED_ORIGINS: "https://kitelight.co.uk/admin/" })).toBe(
      'The site\'s Worker cannot start: CMS_ALLOWED_ORIGINS: "https://kitelight.co.uk/admin/" names more than a site: write only its scheme and host, as https://kitelight.co.uk (origins are comma-separated).',
    );
    expect(originsProblem({ CMS_ALLOWED_ORIGINS: "ftp://kitelight.co.uk" })).toMatch(
      /CMS_ALLOWED_ORIGINS: "ftp:\/\/kitelight.co.uk" is not a website's address/,
    );
  });

  it("lets the Worker start when every entry is an origin, or none is set", () => {
    expect(
      originsProblem({ LEADS_ALLOWED_ORIGINS: "https://kitelight.co.uk/", CMS_ALLOWED_ORIGINS: "" }),
    ).toBeUndefined();
    expect(originsProblem({})).toBeUndefined();
  });
});
