import { addressAsKept, livePaths, offeredRedirect, renamedFields } from "../renames";

// Renaming an article in the editing screen: what the address field offers, and what a save writes.

const SLUG = "technical-seo-checklist";
const LIVE = "/blog/technical-seo-checklist";

describe("the address an article keeps", () => {
  it("is left out when it is the file's own name, and trimmed otherwise", () => {
    expect(addressAsKept(SLUG, SLUG)).toBe("");
    expect(addressAsKept("  seo-checklist ", SLUG)).toBe("seo-checklist");
    expect(addressAsKept(undefined, SLUG)).toBe("");
  });
});

describe("the offer to redirect the old address", () => {
  it("is made once the typed address moves a published article, naming where it is now", () => {
    expect(offeredRedirect(LIVE, "seo-checklist", SLUG)).toBe(LIVE);
    expect(offeredRedirect(LIVE, "", SLUG)).toBeUndefined();
    expect(offeredRedirect(LIVE, SLUG, SLUG)).toBeUndefined();
    // Not for an article the site does not show yet (new, or scheduled).
    expect(offeredRedirect(undefined, "seo-checklist", SLUG)).toBeUndefined();
  });

  it("knows where each published article is, and not the scheduled ones", () => {
    const article = (file: string, data: Record<string, unknown>) => ({ file, type: "BlogPost" as const, data });
    const live = livePaths(
      [
        article("blog/a.md", { date: "2026-01-05" }),
        article("blog/b.md", { date: "2026-01-05", address: "bee" }),
        article("blog/c.md", { date: "2027-03-01" }),
      ],
      new Date("2026-11-29T09:00:00Z"),
    );
    expect([...live]).toEqual([
      ["content/blog/a.md", "/blog/a"],
      ["content/blog/b.md", "/blog/bee"],
    ]);
  });
});

describe("a save of a renamed article", () => {
  it("adds the old address to the former ones when the editor keeps the redirect", () => {
    expect(renamedFields({ address: "seo-checklist" }, SLUG, LIVE, true)).toEqual({
      address: "seo-checklist",
      formerAddresses: [LIVE],
    });
    expect(renamedFields({ address: "seo-checklist", formerAddresses: ["/blog/seo-list"] }, SLUG, LIVE, true)).toEqual({
      address: "seo-checklist",
      formerAddresses: ["/blog/seo-list", LIVE],
    });
  });

  it("adds nothing when the editor unticks it, or when the address did not move the page", () => {
    expect(renamedFields({ address: "seo-checklist" }, SLUG, LIVE, false)).toEqual({
      address: "seo-checklist",
      formerAddresses: [],
    });
    expect(renamedFields({ address: "", formerAddresses: ["/blog/old"] }, SLUG, LIVE, true)).toEqual({
      address: "",
      formerAddresses: ["/blog/old"],
    });
  });

  it("takes the new address out of the former ones when the article moves back to it", () => {
    expect(renamedFields({ address: SLUG, formerAddresses: [LIVE] }, SLUG, "/blog/seo-checklist", true)).toEqual({
      address: "",
      formerAddresses: ["/blog/seo-checklist"],
    });
  });

  it("does not list the same old address twice", () => {
    expect(renamedFields({ address: "seo-list", formerAddresses: [LIVE] }, SLUG, LIVE, true)).toEqual({
      address: "seo-list",
      formerAddresses: [LIVE],
    });
  });
});
