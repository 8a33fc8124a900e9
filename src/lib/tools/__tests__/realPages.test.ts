import fs from "node:fs";
import path from "node:path";
import { extractPageFacts } from "../extractPageFacts";
import { analyzePage, type CheckId, type FindingStatus } from "../landingPage";

// The Landing Page Analyzer on landing pages of the kinds visitors paste, saved as their sites serve them
// (fixtures/), each with the verdicts a conversion specialist gives it by eye. This site's own built pages are
// checked after the build (tests/postbuild/landingAnalyzer.test.ts).

const verdictsOf = (file: string) => {
  const html = fs.readFileSync(path.join(__dirname, "fixtures", file), "utf8");
  return Object.fromEntries(analyzePage(extractPageFacts(html)).findings.map((f) => [f.id, f.status]));
};

const cases: Array<[string, string, Record<CheckId, FindingStatus>]> = [
  [
    "saas-trial.html",
    "a software trial page: its trial button in the header's bar and the hero, three fields, logos, a quote and a rating",
    {
      title: "pass",
      metaDescription: "pass",
      h1: "pass",
      cta: "pass",
      form: "pass",
      alt: "pass",
      viewport: "pass",
      ctaCount: "pass",
      trust: "pass",
    },
  ],
  [
    "local-plumber.html",
    "a tradesman's page: a phone number first, a keyword-stuffed title, two h1s, a nine-field form, photos without alt text and seven different calls to action, with reviews and a guarantee",
    {
      title: "warn",
      metaDescription: "fail",
      h1: "warn",
      cta: "pass",
      form: "fail",
      alt: "fail",
      viewport: "pass",
      ctaCount: "warn",
      trust: "pass",
    },
  ],
  [
    "ebook-long-intro.html",
    "an e-book page whose only button comes after a long introduction, with no viewport and no proof (its 'review checklist' is no customer review)",
    {
      title: "pass",
      metaDescription: "pass",
      h1: "pass",
      cta: "fail",
      form: "pass",
      alt: "pass",
      viewport: "fail",
      ctaCount: "pass",
      trust: "fail",
    },
  ],
];

it.each(cases)("judges %s, %s, as a specialist would", (file, _, expected) => {
  expect(verdictsOf(file)).toEqual(expected);
});
