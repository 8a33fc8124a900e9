import { renderMarkdown } from "../markdown";

const article = (markdown: string) => renderMarkdown(markdown, { tableBox: "box" });

describe("an article's sections and tables", () => {
  it("gives each section heading a readable id, unique on the page, and lists the sections in order", () => {
    const { html, contents } = article("Intro\n\n## When it works\n\na\n\n## Costs & *fees*\n\n## When it works");
    expect(contents).toEqual([
      { id: "when-it-works", text: "When it works" },
      { id: "costs-fees", text: "Costs & fees" },
      { id: "when-it-works-2", text: "When it works" },
    ]);
    expect(html).toBe(
      '<p>Intro</p>\n<h2 id="when-it-works">When it works</h2>\n<p>a</p>\n<h2 id="costs-fees">Costs &#x26; <em>fees</em></h2>\n<h2 id="when-it-works-2">When it works</h2>',
    );
  });

  it("puts each table in a focusable box named by its columns, which scrolls it sideways", () => {
    const { html } = article("x\n\n| Lift | Visitors & weeks |\n|---|---|\n| 5% | 2 |");
    expect(html).toMatch(
      /^<p>x<\/p>\n<section class="box" aria-label="Table: Lift, Visitors &#x26; weeks" tabindex="0"><table>\n<thead>[\s\S]*<\/table><\/section>$/,
    );
  });

  it("splits an article at its first section: its opening paragraphs, then the rest, which the page shows apart", () => {
    const { html, intro, afterIntro } = article("Intro\n\nMore\n\n## First\n\na\n\n## Second");
    expect(intro).toBe("<p>Intro</p>\n<p>More</p>\n");
    expect(afterIntro).toBe('<h2 id="first">First</h2>\n<p>a</p>\n<h2 id="second">Second</h2>');
    expect(intro + afterIntro).toBe(html);
  });

  it("leaves text with no sections or tables as it is, and gives other pages' text neither", () => {
    const plain = "<p>Just a paragraph.</p>";
    expect(article("Just a paragraph.")).toEqual({ html: plain, contents: [], intro: "", afterIntro: plain });
    const other =
      "<h2>A heading</h2>\n<table>\n<thead>\n<tr>\n<th>a</th>\n</tr>\n</thead>\n<tbody>\n<tr>\n<td>1</td>\n</tr>\n</tbody>\n</table>";
    expect(renderMarkdown("## A heading\n\n| a |\n|---|\n| 1 |")).toEqual({
      html: other,
      contents: [],
      intro: "",
      afterIntro: other,
    });
  });
});
