/** @jest-environment node */
import { fieldLabel, fieldPosition, fieldSegments, fieldTree } from "../locate";

// A field's problem is told at the field's line and column, in a JSON file and in a markdown file's front matter.

const json = `{
  "hero": {
    "title": "Grow",
    "items": [
      { "title": "One" },
      { "title": "Two", "href": "/servics" }
    ]
  }
}
`;

const markdown = `---
title: "Broad match"
tags:
  - ppc
  - "bidding"
date: "2026-02-30"
---

Text.
`;

describe("where a field is in its file", () => {
  it("reads a field's path as keys and items", () => {
    expect(fieldSegments("hero.items[1].href")).toEqual(["hero", "items", 1, "href"]);
  });

  it("finds a field of a JSON file, in a list's item", () => {
    expect(fieldPosition("pages/x.json", json, "hero.items[1].href")).toEqual({ line: 6, column: 33 });
  });

  it("finds a field of a markdown file's front matter, counting the opening --- line", () => {
    expect(fieldPosition("blog/x.md", markdown, "date")).toEqual({ line: 6, column: 7 });
    expect(fieldPosition("blog/x.md", markdown, "tags[1]")).toEqual({ line: 5, column: 5 });
  });

  it("points at the nearest part that is there, for a field that is missing", () => {
    expect(fieldPosition("pages/x.json", json, "hero.items[0].href")).toEqual({ line: 5, column: 7 });
  });

  it("gives no place for a file it cannot read", () => {
    expect(fieldPosition("pages/x.json", "{ nope", "hero")).toBeUndefined();
  });
});

describe("how a field is named", () => {
  it("counts a list's items from 1 and names each by its title", () => {
    const glossary = `{\n  "glossary": {\n    "terms": [\n      { "term": "ROAS" },\n      { "term": "Seasonality Adjustment", "definition": "" }\n    ]\n  }\n}\n`;
    const tree = fieldTree("pages/glossary.json", glossary);
    expect(fieldLabel("glossary.terms[1].definition", tree)).toBe(
      'field "definition" of term 2 ("Seasonality Adjustment") in glossary',
    );
    expect(fieldLabel("glossary.terms[0]", tree)).toBe('term 1 ("ROAS") in glossary');
  });

  it("names the items of lists within lists, innermost first, and keeps a field in no list as it is", () => {
    expect(fieldLabel("sections[6].items[2].title")).toBe('field "title" of item 3 of section 7');
    expect(fieldLabel("seo.description")).toBe('field "seo.description"');
  });
});
