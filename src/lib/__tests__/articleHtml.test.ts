import { articleHtml } from "../articleHtml";

describe("articleHtml", () => {
  it("gives each section heading a readable id, unique on the page, and lists the sections in order", () => {
    const { html, contents } = articleHtml(
      "<p>Intro</p><h2>When it works</h2><p>a</p><h2>Costs &amp; <em>fees</em></h2><h2>When it works</h2>",
      "box",
    );
    expect(contents).toEqual([
      { id: "when-it-works", text: "When it works" },
      { id: "costs-fees", text: "Costs & fees" },
      { id: "when-it-works-2", text: "When it works" },
    ]);
    expect(html).toBe(
      '<p>Intro</p><h2 id="when-it-works">When it works</h2><p>a</p><h2 id="costs-fees">Costs &amp; <em>fees</em></h2><h2 id="when-it-works-2">When it works</h2>',
    );
  });

  it("puts each table in a focusable box named by its columns, which scrolls it sideways", () => {
    const table = "<table><thead><tr><th>Lift</th><th>Visitors &amp; weeks</th></tr></thead><tbody></tbody></table>";
    expect(articleHtml(`<p>x</p>${table}`, "box").html).toBe(
      `<p>x</p><section class="box" aria-label="Table: Lift, Visitors &amp; weeks" tabindex="0">${table}</section>`,
    );
  });

  it("leaves text with no sections or tables as it is", () => {
    expect(articleHtml("<p>Just a paragraph.</p>", "box")).toEqual({ html: "<p>Just a paragraph.</p>", contents: [] });
  });
});
