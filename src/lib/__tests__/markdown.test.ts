import { renderMarkdown } from "../markdown";

// What a page shows of its markdown: the pipeline's own steps (blocks, sections and tables) have tests of their own
// beside their files; these are what it makes safe, and what it keeps.

const html = (markdown: string) => renderMarkdown(markdown).html;

describe("what the page shows of HTML the allow-list refuses", () => {
  it("drops an element it does not allow, with all it holds", () => {
    expect(html("Before <script>alert(1)</script> after")).toBe("<p>Before  after</p>");
    expect(html('<iframe src="https://example.com"></iframe>\n\nText')).toBe("\n<p>Text</p>");
    expect(html('<form action="https://example.com"><input name="card"></form>')).toBe("");
    expect(html('<svg><a href="https://example.com">x</a></svg>')).toBe("<p></p>");
  });

  it("drops an attribute it does not allow, and keeps its element", () => {
    expect(html('<abbr title="Return on ad spend" onmouseover="alert(1)" style="color:red">ROAS</abbr>')).toBe(
      '<p><abbr title="Return on ad spend">ROAS</abbr></p>',
    );
    expect(html('<span id="dataLayer">x</span>')).toBe("<p><span>x</span></p>");
  });

  it("drops an address with a scheme it refuses, however it is written", () => {
    expect(html("[x](javascript:alert(1))")).toBe("<p><a>x</a></p>");
    expect(html('<a href="java&#x09;script:alert(1)">x</a>')).toBe("<p><a>x</a></p>");
    expect(html("![x](data:image/svg+xml;base64,PHN2Zz4=)")).toBe('<p><img alt="x"></p>');
  });

  it("never joins what the build's blocks kept apart into a tag", () => {
    // Cut as a string, dropping the simulated block would join the quotes and make onmouseover an attribute.
    const text = '<abbr title="<!-- forms simulated -->"><!-- end forms -->" onmouseover="alert(1)">ROAS</abbr>';
    for (const forms of ["connected", "simulated"] as const) {
      expect(renderMarkdown(text, { modes: { forms } }).html).not.toMatch(/<[^>]* onmouseover=/);
    }
  });

  it("keeps an HTML comment left open to itself, not the page after it", () => {
    expect(html("Kept.\n\n<!-- a note never closed\n\nLost.")).toBe("<p>Kept.</p>\n");
  });
});

describe("what the page keeps", () => {
  it("keeps markdown of every kind, footnotes, task lists and the HTML an editor may use", () => {
    const text = [
      'Text with **bold**, *em*, `code`, ~~del~~ and a <abbr title="Cost per click">CPC</abbr>[^n].',
      "",
      "- [x] done",
      "",
      "```js title=x",
      "const a = 1 < 2 && 3;",
      "```",
      "",
      "[^n]: A note.",
    ].join("\n");
    expect(html(text)).toBe(
      [
        '<p>Text with <strong>bold</strong>, <em>em</em>, <code>code</code>, <del>del</del> and a <abbr title="Cost per click">CPC</abbr><sup id="fnref-n"><a href="#fn-n" class="footnote-ref">n</a></sup>.</p>',
        '<ul class="contains-task-list">',
        '<li class="task-list-item"><input type="checkbox" checked disabled> done</li>',
        "</ul>",
        '<pre><code class="language-js" data-meta="title=x">const a = 1 &#x3C; 2 &#x26;&#x26; 3;',
        "</code></pre>",
        '<div class="footnotes">',
        "<hr>",
        "<ol>",
        '<li id="fn-n">A note.<a href="#fnref-n" class="footnote-backref">↩</a></li>',
        "</ol>",
        "</div>",
      ].join("\n"),
    );
  });

  it("gives a link to one of the site's pages its trailing slash, before its query and fragment", () => {
    expect(html("[Audit](/contact?topic=audit#enquiry), [home](/) and [out](https://example.com/x)")).toBe(
      '<p><a href="/contact/?topic=audit#enquiry">Audit</a>, <a href="/">home</a> and <a href="https://example.com/x">out</a></p>',
    );
  });
});
