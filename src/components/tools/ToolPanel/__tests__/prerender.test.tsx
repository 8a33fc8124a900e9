/**
 * @jest-environment node
 */
import { renderToString } from "react-dom/server";
import { AdsGrader } from "../../AdsGrader/AdsGrader";
import { LandingPageAnalyzer } from "../../LandingPageAnalyzer/LandingPageAnalyzer";
import { RoiCalculator } from "../../RoiCalculator/RoiCalculator";
import { SeoEstimator } from "../../SeoEstimator/SeoEstimator";
import { ToolLayout } from "../../ToolLayout/ToolLayout";
import { NOT_STARTED_NOTE } from "../toolCopy";

// What the prerendered pages hold before any script runs (Node, as in gatsby build: no window, no DOMParser).

describe("tools rendered on the server", () => {
  it("the ROI calculator shows example figures, results and a summary", () => {
    const html = renderToString(<RoiCalculator />);
    expect(html).toContain('value="5000"');
    expect(html).toContain("£40,000");
    expect(html).toContain("At £5,000 a month");
  });

  it("the grader shows the example account's score and fixes", () => {
    const html = renderToString(<AdsGrader />);
    expect(html).toContain("Your account scores 37 out of 100");
    expect(html).toContain("Send real outcomes back to Google Ads");
  });

  it("the analyzer shows the sample page and its report without DOMParser", () => {
    expect(typeof DOMParser).toBe("undefined");
    const html = renderToString(<LandingPageAnalyzer />);
    expect(html).toContain("Emergency Plumber in Leeds");
    expect(html).toContain("This page scores 72 out of 100, passing 5 of 9 checks.");
  });

  it("the SEO estimator shows example keywords, the estimate and the CTR source", () => {
    const html = renderToString(<SeoEstimator />);
    expect(html).toContain("emergency dentist london");
    expect(html).toContain("These 4 keywords bring an estimated 153 organic clicks a month");
    expect(html).toContain("Sistrix");
  });

  it.each([
    ["ROI calculator", RoiCalculator],
    ["grader", AdsGrader],
    ["analyzer", LandingPageAnalyzer],
    ["SEO estimator", SeoEstimator],
  ])("the %s keeps its inputs disabled until the script has hydrated the page, with a note saying why", (_, Tool) => {
    const html = renderToString(<Tool />);
    expect(html).toMatch(/<fieldset[^>]*disabled=""/);
    expect(html).toContain(NOT_STARTED_NOTE);
  });

  it("drops the note once the tool has started", () => {
    const layout = (ready: boolean) =>
      renderToString(
        <ToolLayout id="t" ready={ready} inputsTitle="In" inputs={null} resultsTitle="Out" results={null} />,
      );
    expect(layout(false)).toContain(NOT_STARTED_NOTE);
    expect(layout(true)).not.toContain(NOT_STARTED_NOTE);
  });
});
