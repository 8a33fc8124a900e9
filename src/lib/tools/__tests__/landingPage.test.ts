import { analyzePage, checkWeights, pageSummary, type PageFacts } from "../landingPage";

const good: PageFacts = {
  title: "Emergency Plumber in Leeds | 24/7, Fixed Prices",
  metaDescription:
    "Burst pipe or no hot water? A Gas Safe engineer with you within the hour, day or night, at a fixed price agreed before we start.",
  h1Count: 1,
  ctaAboveFold: true,
  formFieldCount: 3,
  imageCount: 4,
  imagesMissingAlt: 0,
  hasViewport: true,
  distinctCtaCount: 2,
  trust: { testimonials: true, reviews: true, guarantees: true, logos: false },
};

const bad: PageFacts = {
  title: null,
  metaDescription: null,
  h1Count: 0,
  ctaAboveFold: false,
  formFieldCount: 12,
  imageCount: 4,
  imagesMissingAlt: 4,
  hasViewport: false,
  distinctCtaCount: 0,
  trust: { testimonials: false, reviews: false, guarantees: false, logos: false },
};

const finding = (facts: PageFacts, id: string) => analyzePage(facts).findings.find((f) => f.id === id);

describe("analyzePage", () => {
  it("has weights that add up to 100", () => {
    expect(Object.values(checkWeights).reduce((a, b) => a + b, 0)).toBe(100);
  });

  it("scores a good page 100 with every check passed", () => {
    const report = analyzePage(good);
    expect(report.score).toBe(100);
    expect(report.passed).toBe(9);
    expect(pageSummary(report)).toBe("This page scores 100 out of 100, passing 9 of 9 checks.");
  });

  it("scores a page with every problem 0 and says what to fix first", () => {
    const report = analyzePage(bad);
    expect(report.score).toBe(0);
    expect(report.findings.every((f) => f.status === "fail")).toBe(true);
    expect(pageSummary(report)).toBe(
      "This page scores 0 out of 100, passing 0 of 9 checks. Fix first: page title, meta description, one main heading (h1).",
    );
  });

  it("explains each finding with what was measured and what to do", () => {
    for (const f of analyzePage(bad).findings) {
      expect(f.detail.length).toBeGreaterThan(10);
      expect(f.advice.length).toBeGreaterThan(20);
    }
  });

  it("checks title and description length", () => {
    expect(finding({ ...good, title: "Plumber" }, "title")).toMatchObject({
      status: "warn",
      detail: 'The title "Plumber" is 7 characters.',
    });
    expect(finding({ ...good, title: "x".repeat(61) }, "title")?.status).toBe("warn");
    expect(finding({ ...good, title: "x".repeat(60) }, "title")?.status).toBe("pass");
    expect(finding({ ...good, metaDescription: "Short." }, "metaDescription")?.status).toBe("warn");
    expect(finding({ ...good, metaDescription: "x".repeat(161) }, "metaDescription")?.status).toBe("warn");
  });

  it("counts characters, not UTF-16 units, so emoji count once", () => {
    expect(finding({ ...good, title: "🚰".repeat(30) }, "title")?.detail).toContain("30 characters");
  });

  it("wants exactly one h1", () => {
    expect(finding({ ...good, h1Count: 2 }, "h1")).toMatchObject({
      status: "warn",
      detail: "The page has 2 h1 headings.",
    });
    expect(finding({ ...good, h1Count: 0 }, "h1")?.status).toBe("fail");
  });

  it("grades form length, image alt text and the number of calls to action", () => {
    expect(finding({ ...good, formFieldCount: 0 }, "form")?.status).toBe("warn");
    expect(finding({ ...good, formFieldCount: 7 }, "form")?.status).toBe("warn");
    expect(finding({ ...good, formFieldCount: 9 }, "form")?.status).toBe("fail");
    expect(finding({ ...good, imageCount: 0, imagesMissingAlt: 0 }, "alt")?.status).toBe("pass");
    expect(finding({ ...good, imageCount: 10, imagesMissingAlt: 1 }, "alt")?.status).toBe("warn");
    expect(finding({ ...good, imageCount: 10, imagesMissingAlt: 5 }, "alt")).toMatchObject({
      status: "fail",
      detail: "5 of 10 images have no alt attribute.",
    });
    expect(finding({ ...good, distinctCtaCount: 5 }, "ctaCount")?.status).toBe("warn");
  });

  it("never reports more images without alt text than images", () => {
    expect(finding({ ...good, imageCount: 2, imagesMissingAlt: 99 }, "alt")?.detail).toBe(
      "2 of 2 images have no alt attribute.",
    );
  });

  it("needs two kinds of trust signal to pass", () => {
    const none = { testimonials: false, reviews: false, guarantees: false, logos: false };
    expect(finding({ ...good, trust: { ...none, guarantees: true } }, "trust")).toMatchObject({
      status: "warn",
      detail: "Found: a guarantee.",
    });
    expect(finding({ ...good, trust: { ...none, logos: true, reviews: true } }, "trust")?.status).toBe("pass");
  });

  it("gives half the weight for a warning", () => {
    // Title warns (10 → 5): everything else passes.
    expect(analyzePage({ ...good, title: "Plumber" }).score).toBe(95);
  });
});
