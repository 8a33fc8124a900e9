import site from "../../../../content/site.json";
import { ldIds, serializeJsonLd } from "../core";
import { webApplicationLd } from "../webApplication";

const identity = { ...site, siteUrl: "https://site.test" };

describe("webApplicationLd", () => {
  const ld = webApplicationLd(identity, {
    url: "https://site.test/tools/roi-calculator/",
    name: "ROI calculator",
    description: "Works out profit.",
    features: ["ROAS", "Break-even ROAS"],
  });

  it("describes a free business web application offered in pounds", () => {
    expect(ld).toMatchObject({
      "@context": "https://schema.org",
      "@type": "WebApplication",
      "@id": "https://site.test/tools/roi-calculator/#webapplication",
      name: "ROI calculator",
      url: "https://site.test/tools/roi-calculator/",
      applicationCategory: "BusinessApplication",
      isAccessibleForFree: true,
      featureList: ["ROAS", "Break-even ROAS"],
      offers: { "@type": "Offer", price: 0, priceCurrency: "GBP" },
    });
  });

  it("points at the organisation and the page by @id", () => {
    expect(ld.provider).toEqual({ "@id": ldIds.organization("https://site.test") });
    expect(ld.mainEntityOfPage).toEqual({ "@id": "https://site.test/tools/roi-calculator/#webpage" });
  });

  it("serialises to JSON that parses back", () => {
    expect(JSON.parse(serializeJsonLd(ld))).toEqual(ld);
  });
});
