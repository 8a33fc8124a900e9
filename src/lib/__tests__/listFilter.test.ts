import {
  filterItems,
  filterSearch,
  glossaryCountLine,
  matchesCategory,
  matchesQuery,
  NO_FILTER,
  playbookCountLine,
  readFilter,
} from "../listFilter";

const categories = ["All", "PPC", "SEO", "Social Media"];

interface Item {
  name: string;
  body: string;
  category: string;
}

const items: Item[] = [
  { name: "Cost per Click (CPC)", body: "What you pay per click.", category: "PPC" },
  { name: "Backlink", body: "A link from another site (a vote of confidence).", category: "SEO" },
  { name: "Retargeting", body: "Ads shown to past visitors.", category: "Social Media" },
  { name: "Regex a.b", body: "A dot between letters.", category: "SEO" },
];
const text = (item: Item) => [item.name, item.body];
const category = (item: Item) => item.category;
const names = (list: Item[]) => list.map((item) => item.name);

describe("matchesQuery", () => {
  it("matches a substring of any field, ignoring case", () => {
    expect(matchesQuery(["Quality Score"], "quality")).toBe(true);
    expect(matchesQuery(["Quality Score"], "SCORE")).toBe(true);
    expect(matchesQuery(["Quality Score", "rating"], "RATING")).toBe(true);
    expect(matchesQuery(["Quality Score"], "qualty")).toBe(false);
  });

  it("treats an empty or blank query as matching everything", () => {
    expect(matchesQuery(["anything"], "")).toBe(true);
    expect(matchesQuery(["anything"], "   ")).toBe(true);
  });

  it("ignores spaces around the query but not inside it", () => {
    expect(matchesQuery(["Quality Score"], "  quality score ")).toBe(true);
    expect(matchesQuery(["Quality Score"], "qualityscore")).toBe(false);
  });

  it("matches regular-expression characters literally", () => {
    expect(() => matchesQuery(["x"], "(")).not.toThrow();
    expect(() => matchesQuery(["x"], "[")).not.toThrow();
    expect(() => matchesQuery(["x"], "\\")).not.toThrow();
    expect(matchesQuery(["Cost per Click (CPC)"], "(")).toBe(true);
    expect(matchesQuery(["Cost per Click CPC"], "(")).toBe(false);
    // As a regular expression ".*" would match everything; as text it matches only ".*".
    expect(matchesQuery(["Cost per Click"], ".*")).toBe(false);
    expect(matchesQuery(["match .* literally"], ".*")).toBe(true);
    expect(matchesQuery(["abc"], "a.c")).toBe(false);
    expect(matchesQuery(["a.c"], "a.c")).toBe(true);
  });
});

describe("matchesCategory", () => {
  it("lets every category through for All, otherwise only the same one", () => {
    expect(matchesCategory("PPC", "All")).toBe(true);
    expect(matchesCategory("PPC", "PPC")).toBe(true);
    expect(matchesCategory("PPC", "SEO")).toBe(false);
  });
});

describe("filterItems", () => {
  it("returns everything, in order, when nothing is filtered", () => {
    expect(filterItems(items, NO_FILTER, text, category)).toEqual(items);
  });

  it("combines the search with the category", () => {
    expect(names(filterItems(items, { q: "link", category: "All" }, text, category))).toEqual(["Backlink"]);
    expect(names(filterItems(items, { q: "", category: "SEO" }, text, category))).toEqual(["Backlink", "Regex a.b"]);
    expect(names(filterItems(items, { q: "(", category: "All" }, text, category))).toEqual([
      "Cost per Click (CPC)",
      "Backlink",
    ]);
    expect(names(filterItems(items, { q: "(", category: "SEO" }, text, category))).toEqual(["Backlink"]);
    expect(names(filterItems(items, { q: "visitors", category: "PPC" }, text, category))).toEqual([]);
  });

  it("finds nothing for .* unless the text contains it", () => {
    expect(filterItems(items, { q: ".*", category: "All" }, text, category)).toEqual([]);
    expect(names(filterItems(items, { q: "a.b", category: "All" }, text, category))).toEqual(["Regex a.b"]);
  });
});

describe("readFilter and filterSearch", () => {
  it("reads q and category from a query string", () => {
    expect(readFilter("?q=roas&category=PPC", categories)).toEqual({ q: "roas", category: "PPC" });
    expect(readFilter("?category=Social+Media", categories)).toEqual({ q: "", category: "Social Media" });
    expect(readFilter("?q=%28", categories)).toEqual({ q: "(", category: "All" });
  });

  it("falls back to All for a missing or unknown category", () => {
    expect(readFilter("", categories)).toEqual(NO_FILTER);
    expect(readFilter("?category=Nope", categories)).toEqual(NO_FILTER);
    expect(readFilter("?category=ppc", categories)).toEqual(NO_FILTER);
  });

  it("writes only what is filtered, and round-trips", () => {
    expect(filterSearch(NO_FILTER)).toBe("");
    expect(filterSearch({ q: "", category: "SEO" })).toBe("?category=SEO");
    const state = { q: "a (b) .* & c", category: "Social Media" };
    const search = filterSearch(state);
    expect(search).toMatch(/^\?q=.+&category=Social\+Media$/);
    expect(readFilter(search, categories)).toEqual(state);
  });
});

describe("count lines", () => {
  it("glossary: 'Showing N of M terms', with ' in {category}' only when one is chosen", () => {
    expect(glossaryCountLine(18, 18, "All")).toBe("Showing 18 of 18 terms");
    expect(glossaryCountLine(2, 18, "Email")).toBe("Showing 2 of 18 terms in Email");
    expect(glossaryCountLine(0, 18, "Social Media")).toBe("Showing 0 of 18 terms in Social Media");
  });

  it("playbooks: singular for one, plural otherwise", () => {
    expect(playbookCountLine(6)).toBe("6 playbooks found");
    expect(playbookCountLine(1)).toBe("1 playbook found");
    expect(playbookCountLine(0)).toBe("0 playbooks found");
  });
});
