import { MEASUREMENT_SCRIPT_ATTRIBUTE } from "../../src/lib/measurementScript";
import { builtHtmlFiles, readBuilt } from "../helpers/builtFiles";
import { documentFor } from "../helpers/builtSite";

// The default build measures nothing (src/lib/measurement.ts): no page carries the measurement script, and the
// privacy notice says so. tests/leads/measurement.spec.ts checks the build that measures.

it("puts the measurement script on no page", () => {
  const carrying = builtHtmlFiles().filter((file) => readBuilt(file).includes(`${MEASUREMENT_SCRIPT_ATTRIBUTE}=`));
  expect(carrying).toEqual([]);
});

it("says in the privacy notice that nothing is measured, and not what a measuring build counts", () => {
  const text = documentFor("/privacy/").querySelector("main")?.textContent ?? "";
  expect(text).toContain("runs no analytics, advertising or tracking scripts");
  expect(text).not.toContain("cookieless analytics");
});
