import { slugify } from "../slug";

describe("slugify", () => {
  it.each([
    ["Harbour & Hale", "harbour-hale"],
    ["SEO & Organic Growth", "seo-organic-growth"],
    ["  CRO & Web Optimization!  ", "cro-web-optimization"],
    ["Senior PPC Strategist", "senior-ppc-strategist"],
  ])("%s → %s", (text, slug) => expect(slugify(text)).toBe(slug));
});
