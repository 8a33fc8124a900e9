import { readOutline } from "../outline";

// A guide's or playbook's markdown as the PDF lays it out, and what the content check refuses in it.

const DOCUMENT = `Who this is for, and how to use it.

## Account structure that scales

The lead: what this chapter gives you.

### Split campaigns by budget

Keep **brand** and [generic](/services/paid-advertising) apart.

- One theme per ad group
- One budget per goal

> Tip: name campaigns the same way on every platform.

### Checklist: Account structure

- [ ] Brand has its own campaign
- [ ] Every ad group has one theme

### Worksheet: Your campaign map

Fill in one row per campaign.

| Campaign | Goal | Budget |
| --- | --- | --- |
| Brand | Protect | £300 |

## Smart bidding

When to trust it.
`;

describe("readOutline", () => {
  const { outline, problems } = readOutline(DOCUMENT);

  it("reads the introduction, then each chapter with its lead, sections, checklist and worksheet", () => {
    expect(problems).toEqual([]);
    expect(outline.intro).toEqual([{ kind: "paragraph", spans: [{ text: "Who this is for, and how to use it." }] }]);
    expect(outline.chapters.map((chapter) => chapter.title)).toEqual([
      "Account structure that scales",
      "Smart bidding",
    ]);
    const [first] = outline.chapters;
    expect(first?.lead).toEqual([{ text: "The lead: what this chapter gives you." }]);
    expect(first?.sections).toEqual(["Split campaigns by budget"]);
    expect(first?.checklist?.items).toEqual(["Brand has its own campaign", "Every ad group has one theme"]);
    expect(first?.worksheet).toMatchObject({
      header: ["Campaign", "Goal", "Budget"],
      rows: [["Brand", "Protect", "£300"]],
    });
  });

  it("keeps bold text and links to the site as styled runs", () => {
    const paragraph = outline.chapters[0]?.blocks.find((block) => block.kind === "paragraph");
    expect(paragraph).toEqual({
      kind: "paragraph",
      spans: [
        { text: "Keep " },
        { text: "brand", bold: true },
        { text: " and " },
        { text: "generic", href: "/services/paid-advertising" },
        { text: " apart." },
      ],
    });
    expect(outline.chapters[0]?.blocks.some((block) => block.kind === "tip")).toBe(true);
  });

  it("counts the words a reader reads", () => {
    expect(outline.words).toBeGreaterThan(50);
    expect(outline.words).toBeLessThan(90);
  });

  it("refuses what the printed document cannot show, at its line", () => {
    const { problems: found } = readOutline(
      "## One\n\nLead.\n\n#### Too deep\n\n```\ncode\n```\n\n### Checklist: Empty\n\nNo items.\n",
    );
    expect(found).toEqual(
      expect.arrayContaining([
        { line: 5, message: expect.stringContaining("level-4 heading") },
        { line: 7, message: expect.stringContaining("a code") },
        { line: 1, message: expect.stringContaining('"Checklist: Empty" has no items') },
      ]),
    );
  });

  it("refuses a chapter without its lead, and text after its checklist", () => {
    const { problems: found } = readOutline(
      "## One\n\n### Worksheet: Plan\n\n| A | B |\n| --- | --- |\n| 1 | 2 |\n\nA stray paragraph.\n",
    );
    expect(found.map((problem) => problem.message)).toEqual(
      expect.arrayContaining([expect.stringContaining('chapter "One" needs a first paragraph')]),
    );
    const { problems: after } = readOutline("## One\n\nLead.\n\n### Checklist: C\n\n- [ ] a\n\n> Tip: stray.\n");
    expect(after).toEqual([
      { line: 9, message: expect.stringContaining("has a page of its own and ends its chapter") },
    ]);
  });
});
