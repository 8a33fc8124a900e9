import {
  CONSENT_BANNER_ATTRIBUTE,
  CONSENT_OPEN_ATTRIBUTE,
  CONSENT_SCRIPT_ATTRIBUTE,
} from "../../src/lib/consentScript";
import { MEASUREMENT_SCRIPT_ATTRIBUTE } from "../../src/lib/measurementScript";
import { builtHtmlFiles, readBuilt } from "../helpers/builtFiles";
import { documentFor } from "../helpers/builtSite";

// The default build measures nothing (src/lib/measurement.ts): no page carries the measurement script, the consent
// banner, its script or the footer's "Cookie settings", and the privacy notice says so. tests/connected/measurement.spec.ts
// and tests/connected/google.spec.ts check the build that measures in both ways.

it.each([MEASUREMENT_SCRIPT_ATTRIBUTE, CONSENT_SCRIPT_ATTRIBUTE, CONSENT_BANNER_ATTRIBUTE, CONSENT_OPEN_ATTRIBUTE])(
  "puts %s on no page",
  (attribute) => {
    const carrying = builtHtmlFiles().filter((file) => readBuilt(file).includes(`${attribute}=`));
    expect(carrying).toEqual([]);
  },
);

it("says in the privacy notice that nothing is measured or set, and not what a measuring build does", () => {
  const text = documentFor("/privacy/").querySelector("main")?.textContent ?? "";
  // The build runs experiments, whose one cookie the notice names in place of "no cookies" (./experiments.test.ts).
  expect(text).toContain("runs no advertising or tracking scripts, and every page loads from our own host only");
  expect(text).not.toContain("sets no cookies");
  expect(text).toContain("We run no visit counter of our own.");
  expect(text).not.toContain("cookieless analytics");
  expect(text).not.toContain("Google's measurement");
  expect(text).not.toContain("Google Ads");
  expect(text).not.toContain("cookie-consent");
});
