import { deliveryBlockProblems, type BuildModes } from "../deliveryBlocks";
import { renderMarkdown } from "../markdown";

/** The text as a page of a build of these modes shows it. */
const deliveryBlocksFor = (text: string, modes?: Partial<BuildModes>) => renderMarkdown(text, { modes }).html;

const html = [
  "<p>Always.</p>",
  "<!-- forms connected -->",
  "<p>We receive what you send.</p>",
  "<!-- end forms -->",
  "<!-- forms simulated -->",
  "<p>We receive nothing.</p>",
  "<!-- end forms -->",
  "<p>Also always.</p>",
].join("\n");

describe("the blocks a page shows", () => {
  it("keeps the text of the mode the site was built in and drops the other, markers and all", () => {
    // Written in markdown as the editors write them, the blocks on lines of their own.
    const markdown =
      "Always.\n\n<!-- forms connected -->\nWe **receive** it.\n<!-- end forms -->\n<!-- forms simulated -->\n- We receive nothing.\n<!-- end forms -->\n\nAlso always.";
    expect(deliveryBlocksFor(markdown, { forms: "connected" })).toBe(
      "<p>Always.</p>\n\n<p>We <strong>receive</strong> it.</p>\n\n\n<p>Also always.</p>",
    );
    expect(deliveryBlocksFor(markdown, { forms: "simulated" })).toBe(
      "<p>Always.</p>\n\n\n<ul>\n<li>We receive nothing.</li>\n</ul>\n\n<p>Also always.</p>",
    );
    const connected = deliveryBlocksFor(html, { forms: "connected" });
    expect(connected).toContain("We receive what you send.");
    expect(connected).not.toContain("We receive nothing.");
    expect(connected).not.toContain("<!--");
    const simulated = deliveryBlocksFor(html, { forms: "simulated" });
    expect(simulated).toContain("We receive nothing.");
    expect(simulated).not.toContain("We receive what you send.");
    for (const kept of [connected, simulated]) {
      expect(kept).toMatch(/^<p>Always\.<\/p>[\s\S]*<p>Also always\.<\/p>$/);
    }
  });

  it("leaves text without markers as it is (other comments go), and the build's mode is simulated without LEADS_ENDPOINT", () => {
    expect(deliveryBlocksFor("<p>Plain <!-- a comment --></p>")).toBe("<p>Plain </p>");
    expect(deliveryBlocksFor(html)).toBe(deliveryBlocksFor(html, { forms: "simulated" }));
  });
});

describe("deliveryBlockProblems", () => {
  it("accepts paired blocks", () => {
    expect(deliveryBlockProblems(html)).toEqual([]);
  });

  it("names the line of a block never closed, a close without a block, a nested block and an unknown mode", () => {
    const body = [
      "<!-- forms connected -->", // 1
      "<!-- forms simulated -->", // 2: inside the first
      "<!-- end forms -->", // 3
      "<!-- end forms -->", // 4: nothing to close
      "<!-- forms live -->", // 5: no such mode
      "<!-- end forms -->", // 6
      "<!-- forms simulated -->", // 7: never closed
    ].join("\n");
    expect(deliveryBlockProblems(body)).toEqual([
      { line: 2, message: expect.stringContaining("inside the forms block opened on line 1") },
      { line: 4, message: "has <!-- end forms --> without a block to close" },
      { line: 5, message: expect.stringContaining('forms "live"') },
      { line: 7, message: expect.stringContaining("never closed") },
    ]);
  });
});

describe("analytics blocks", () => {
  const text = [
    "<p>Always.</p>",
    "<!-- analytics on -->",
    "<p>We count page views.</p>",
    "<!-- end analytics -->",
    "<!-- analytics off -->",
    "<p>We measure nothing.</p>",
    "<!-- end analytics -->",
    "<!-- forms simulated -->",
    "<p>We receive nothing.</p>",
    "<!-- end forms -->",
  ].join("\n");

  it("keeps the blocks of each setting as the build has it, independently", () => {
    const measuring = deliveryBlocksFor(text, { forms: "simulated", analytics: "on" });
    expect(measuring).toContain("We count page views.");
    expect(measuring).not.toContain("We measure nothing.");
    expect(measuring).toContain("We receive nothing.");
    const quiet = deliveryBlocksFor(text, { forms: "connected", analytics: "off" });
    expect(quiet).toContain("We measure nothing.");
    expect(quiet).not.toContain("We count page views.");
    expect(quiet).not.toContain("We receive nothing.");
  });

  it("measures nothing without ANALYTICS_ENDPOINT", () => {
    expect(deliveryBlocksFor(text)).toContain("We measure nothing.");
  });

  it("refuses an unknown value, a block inside another, and an end of the wrong setting", () => {
    const body = [
      "<!-- analytics maybe -->", // 1
      "<!-- end analytics -->", // 2
      "<!-- forms connected -->", // 3
      "<!-- analytics on -->", // 4: inside the forms block
      "<!-- end analytics -->", // 5
      "<!-- analytics off -->", // 6
      "<!-- end forms -->", // 7: the analytics block should end here
    ].join("\n");
    expect(deliveryBlockProblems(body)).toEqual([
      {
        line: 1,
        message:
          'starts a block for analytics "maybe": the blocks are <!-- analytics on --> and <!-- analytics off -->',
      },
      { line: 4, message: expect.stringContaining("inside the forms block opened on line 3") },
      { line: 7, message: expect.stringContaining("write <!-- end analytics -->") },
    ]);
  });
});

describe("a block that names two settings", () => {
  const markdown = "<!-- google off and experiments off -->\nNo cookies at all.\n<!-- end google -->\n\nAlways.";

  it("is shown only in a build where both hold", () => {
    expect(deliveryBlocksFor(markdown, { google: "off", experiments: "off" })).toContain("No cookies at all.");
    for (const modes of [
      { google: "on", experiments: "off" },
      { google: "off", experiments: "on" },
      { google: "on", experiments: "on" },
    ] as const) {
      const shown = deliveryBlocksFor(markdown, modes);
      expect(shown).not.toContain("No cookies");
      expect(shown).toContain("Always.");
    }
  });

  it("is refused when either setting names a mode there is not", () => {
    expect(deliveryBlockProblems("<!-- google off and experiments maybe -->\nText\n<!-- end google -->")).toEqual([
      {
        line: 1,
        message:
          'starts a block for experiments "maybe": the blocks are <!-- experiments on --> and <!-- experiments off -->',
      },
    ]);
    expect(deliveryBlockProblems(markdown)).toEqual([]);
  });
});
