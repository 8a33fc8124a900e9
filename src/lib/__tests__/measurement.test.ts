import { googleSettingsProblem, googleSources, measurementLine } from "../measurement";
import { contentSecurityPolicy } from "../../../gatsby/securityHeaders";

// The Google settings (src/lib/measurement.ts): what the build refuses, and what they add to the CSP.

const withEnv = (env: Record<string, string>, run: () => void) => {
  const saved = { ...process.env };
  Object.assign(process.env, env);
  try {
    run();
  } finally {
    for (const key of Object.keys(env)) delete process.env[key];
    Object.assign(process.env, saved);
  }
};

describe("googleSettingsProblem", () => {
  it("accepts nothing set, a GA4 measurement ID, and a Google Ads conversion beside it", () => {
    expect(googleSettingsProblem({})).toBeUndefined();
    expect(googleSettingsProblem({ GOOGLE_TAG_ID: "G-AB12CD34EF" })).toBeUndefined();
    expect(
      googleSettingsProblem({ GOOGLE_TAG_ID: "G-AB12CD34EF", GOOGLE_ADS_CONVERSION: "AW-123456789/AbC-D_efG" }),
    ).toBeUndefined();
  });

  it("names the setting and the shape it wants", () => {
    expect(googleSettingsProblem({ GOOGLE_TAG_ID: "UA-12345-1" })).toMatch(/^GOOGLE_TAG_ID is "UA-12345-1": .*G-/);
    expect(googleSettingsProblem({ GOOGLE_TAG_ID: "AW-123456789" })).toMatch(/GOOGLE_ADS_CONVERSION/);
    expect(googleSettingsProblem({ GOOGLE_TAG_ID: "G-AB12CD34EF", GOOGLE_ADS_CONVERSION: "123456789" })).toMatch(
      /^GOOGLE_ADS_CONVERSION is "123456789": .*AW-123456789\/AbC-D_efG/,
    );
    expect(googleSettingsProblem({ GOOGLE_ADS_CONVERSION: "AW-123456789/AbC-D_efG" })).toMatch(/GOOGLE_TAG_ID is not/);
    expect(
      googleSettingsProblem({ GOOGLE_TAG_ID: "G-AB12CD34EF", GOOGLE_TAG_ORIGIN: "http://tags.example.com" }),
    ).toMatch(/^GOOGLE_TAG_ORIGIN .*https:\/\//);
  });
});

describe("the CSP in each mode", () => {
  it("adds nothing of Google's without a tag", () => {
    expect(googleSources()).toEqual({ script: [], connect: [], img: [], frame: [] });
    expect(contentSecurityPolicy([], undefined)).not.toMatch(/google|frame-src/);
  });

  it("adds GA4's origins for a G- tag, and Google Ads' with a conversion, and never unsafe-inline", () => {
    withEnv({ GOOGLE_TAG_ID: "G-AB12CD34EF" }, () => {
      const csp = contentSecurityPolicy(["'sha256-a'"], undefined);
      expect(csp).toContain("script-src 'self' 'sha256-a' https://*.googletagmanager.com;");
      expect(csp).toContain("connect-src 'self' https://*.google-analytics.com");
      expect(csp).not.toContain("doubleclick");
    });
    withEnv({ GOOGLE_TAG_ID: "G-AB12CD34EF", GOOGLE_ADS_CONVERSION: "AW-123456789/AbC-D_efG" }, () => {
      const csp = contentSecurityPolicy(["'sha256-a'"], undefined);
      expect(csp).toContain("frame-src https://td.doubleclick.net https://www.googletagmanager.com");
      expect(/script-src ([^;]*)/.exec(csp)?.[1]).not.toContain("unsafe-inline");
    });
  });

  it("lets a test's stand-in origin replace Google's", () => {
    withEnv({ GOOGLE_TAG_ID: "G-AB12CD34EF", GOOGLE_TAG_ORIGIN: "http://127.0.0.1:4597" }, () => {
      expect(googleSources()).toEqual({
        script: ["http://127.0.0.1:4597"],
        connect: ["http://127.0.0.1:4597"],
        img: ["http://127.0.0.1:4597"],
        frame: [],
      });
    });
  });
});

it("says in one line which modes the build has", () => {
  expect(measurementLine()).toMatch(/^Measurement: none\./);
  withEnv({ GOOGLE_TAG_ID: "G-AB12CD34EF", ANALYTICS_ENDPOINT: "https://plausible.io/api/event" }, () => {
    expect(measurementLine()).toMatch(
      /^Measurement: cookieless .*; Google's tag G-AB12CD34EF .*only after a visitor accepts/,
    );
  });
});
