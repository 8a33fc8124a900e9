import fs from "node:fs";
import path from "node:path";
import { CONTENT_DIR, readContent } from "../../../../gatsby/content/readContent";
import { hastToHtml, markdownHast, markdownTree } from "../../markdown";
import { allowedElements } from "../allowedHtml";
import { bodyHtmlProblems, renderedHtml } from "../bodyHtml";
import { formatProblems } from "../problems";

// HTML in a markdown text that could run script or send anything is refused at the line of the file it is on,
// however it is written: each way in, then what must still pass. The text below starts on line 10 of its file, after
// the front matter, so a problem on the text's line 3 is on the file's line 12.

const BODY_LINE = 10;
const report = (body: string) =>
  formatProblems(bodyHtmlProblems({ file: "blog/new-article.md", type: "BlogPost", data: {}, body, bodyLine: BODY_LINE }));
/** The report's line for a problem on line `line` of the text. */
const at = (line: number, message: string) => `content/blog/new-article.md:${BODY_LINE + line - 1}:1: the text ${message}`;

const refused = (what: string) => `has ${what}, which the site does not allow in text: content/README.md lists the HTML it does`;
const attribute = (what: string) => `has ${what}, an attribute the site does not allow in text: content/README.md lists the HTML it does`;
const address = (scheme: string) =>
  `has a ${scheme} address: links and images may only lead to https:, http:, mailto: and tel: addresses and the site's own pages`;
const INTRO = "An opening paragraph.\n\n";

describe("elements that run script or send anything", () => {
  it("refuses <script>, even one loading the site's own file, which the pages' CSP would let run", () => {
    expect(report(`${INTRO}<script src="/same-origin.js"></script>`)).toBe(at(3, refused("<script>")));
  });

  it("refuses <script> written in any case, within a line of text", () => {
    expect(report(`${INTRO}Some text <ScRiPt>alert(1)</sCrIpT> and more.`)).toBe(at(3, refused("<script>")));
  });

  it.each([
    ["<iframe>", '<iframe src="https://example.com/"></iframe>'],
    ["<object>", '<object data="/file.swf"></object>'],
    ["<embed>", '<embed src="/file.swf">'],
    ["<form>", '<form action="https://collector.example/"><input name="email"></form>'],
    ["<button>", '<button formaction="https://collector.example/">Send</button>'],
    ["<svg>", "<svg><script>alert(1)</script></svg>"],
    ["<math>", '<math><mtext><a href="javascript:alert(1)">x</a></mtext></math>'],
    ["<base>", '<base href="https://elsewhere.example/">'],
    ["<meta>", '<meta http-equiv="refresh" content="0; url=https://elsewhere.example/">'],
    ["<link>", '<link rel="stylesheet" href="https://elsewhere.example/style.css">'],
    ["<style>", "<style>body { background: url(https://collector.example/) }</style>"],
  ])("refuses %s", (element, html) => {
    expect(report(`${INTRO}${html}`).split("\n")[0]).toBe(at(3, refused(element)));
  });

  it("refuses a form field outside a form, and an input that submits elsewhere", () => {
    expect(report(`${INTRO}<input type="submit" formaction="https://collector.example/">`)).toBe(
      [at(3, attribute("<input formaction>")), at(3, refused("an <input> other than a task list's checkbox"))].join("\n"),
    );
  });
});

describe("attributes that run script", () => {
  it("refuses an event handler, on an element that is otherwise allowed", () => {
    expect(report(`${INTRO}<img src="/chart.png" alt="Chart" onerror="alert(1)">`)).toBe(at(3, attribute("<img onerror>")));
  });

  it("refuses an event handler in any case, on the line of a long tag it is on", () => {
    expect(report(`${INTRO}<abbr\n  title="Return on ad spend"\n  OnMouseOver="alert(1)">ROAS</abbr>`)).toBe(
      at(5, attribute("<abbr onmouseover>")),
    );
  });

  it("refuses attributes that can hold an address the allowed ones cannot", () => {
    expect(report(`${INTRO}<img src="/a.png" alt="" srcset="javascript:alert(1) 2x"><a xlink:href="javascript:alert(1)">x</a>`)).toBe(
      [at(3, attribute("<img srcset>")), at(3, attribute("<a xlink:href>"))].join("\n"),
    );
  });
});

describe("addresses", () => {
  it("refuses a javascript: link in HTML", () => {
    expect(report(`${INTRO}<a href="javascript:alert(1)">Read more</a>`)).toBe(at(3, address("javascript:")));
  });

  it.each([
    ["in HTML, hidden by a tab written as a character reference", '<a href="java&#x09;script:alert(1)">x</a>'],
    ["in HTML, hidden by a letter written as a character reference", '<a href="&#106;avascript:alert(1)">x</a>'],
    ["in HTML, hidden by a named character reference", '<a href="javascript&colon;alert(1)">x</a>'],
    ["in HTML, hidden by mixed case and a leading space", '<a href=" JaVaScRiPt:alert(1)">x</a>'],
    ["in HTML, hidden by a newline in an unquoted value", "<a href=java&NewLine;script:alert(1)>x</a>"],
    ["in HTML, hidden by a control character before it", '<a href="&#x01;javascript:alert(1)">x</a>'],
    ["in a markdown link", "Read [the guide](javascript:alert(1)) first."],
    ["in a markdown link, hidden by a character reference and mixed case", "Read [the guide](Java&#x09;Script:alert(1)) first."],
    ["in a markdown image", "![Chart](javascript:alert(1))"],
    ["in a markdown autolink", "Read <javascript:alert(1)> first."],
    ["in a markdown reference definition no link uses", "[guide]: javascript:alert(1)"],
  ])("refuses a javascript: address %s", (_, text) => {
    expect(report(`${INTRO}${text}`)).toBe(at(3, address("javascript:")));
  });

  it("refuses a reference's javascript: address where it is defined and where it is used", () => {
    expect(report(`${INTRO}Read [the guide][guide] first.\n\n[guide]: javascript:alert(1)`)).toBe(
      [at(3, address("javascript:")), at(5, address("javascript:"))].join("\n"),
    );
  });

  it.each([
    ["data: in HTML", '<img src="data:image/svg+xml;base64,PHN2Zz48L3N2Zz4=" alt="">', "data:"],
    ["data: in markdown", "![Chart](data:text/html;base64,PHNjcmlwdD4=)", "data:"],
    ["vbscript:", '<a href="VBScript:MsgBox(1)">x</a>', "vbscript:"],
  ])("refuses %s", (_, markdown, scheme) => {
    expect(report(`${INTRO}${markdown}`)).toBe(at(3, address(scheme)));
  });
});

describe("HTML that turns dangerous as a browser reads it", () => {
  it("refuses a tag hidden in a link's title and let out by a comment left open before it", () => {
    expect(report(`${INTRO}<div>\n<!--\n\n[Guide](/guide "--><img src=x onerror=alert(1)>")`)).toBe(
      at(6, attribute("<img onerror>")),
    );
  });

  it("refuses HTML left unfinished at the end of the text, where it would take in the page after it", () => {
    expect(report(`${INTRO}<!-- a note never closed`)).toBe(
      at(3, "leaves an HTML tag or comment unfinished: close it (with > or -->), or the page drops it and the text after it"),
    );
  });
});

it("names the line inside a list, a quote and a block of HTML", () => {
  const body = [
    "- First item",
    "- Second item with <iframe src=https://example.com/></iframe>",
    "",
    "> A quote with <object data=x></object>",
    "",
    "<div>",
    "  <p>Fine</p>",
    "  <embed src=x>",
    "</div>",
  ].join("\n");
  expect(report(body)).toBe([at(2, refused("<iframe>")), at(4, refused("<object>")), at(8, refused("<embed>"))].join("\n"));
});

describe("what an article may contain", () => {
  it("passes links to other sites, the site's pages, mail and phone, and markdown of every kind", () => {
    const body = [
      "A [link](https://example.com/guide?a=1&b=2), a [page](/services), a [section](#costs), an [address](mailto:hello@example.com) and a [number](tel:+442071234567).",
      "",
      "An <https://example.com> autolink, www.example.com and a footnote.[^1] ![A chart](/images/chart.png \"Title\")",
      "",
      "- [x] A task, done",
      "",
      "| Left | Right |",
      "|:-----|------:|",
      "| 1    | 2     |",
      "",
      "```js title=example.js",
      "const a = 1 < 2;",
      "```",
      "",
      "[^1]: The note.",
    ].join("\n");
    expect(report(body)).toBe("");
  });

  it("passes the HTML an editor may want that markdown cannot write", () => {
    const body = `<abbr title="Search engine optimisation">SEO</abbr>, H<sub>2</sub>O, 10<sup>3</sup>, <kbd>Ctrl</kbd>,
<mark>new</mark>, a<br>break, <q cite="https://example.com/">a quote</q>, <time datetime="2026-11-10">10 November</time>,
<span lang="fr">déjà vu</span>.

<details open>
<summary>More</summary>

<a href="/services" title="Our services">A link in HTML</a>, <img src="/images/chart.png" alt="A chart" width="600" height="400">

</details>

<!-- forms connected -->
Only when the forms send.
<!-- end forms -->`;
    expect(report(body)).toBe("");
  });

  it("allows exactly the elements content/README.md lists", () => {
    const guide = fs.readFileSync(path.join(CONTENT_DIR, "README.md"), "utf8");
    const list = (/HTML elements text may use: ([^.]*)\./.exec(guide)?.[1] ?? "").replace("`<h1>` to `<h6>`", "`<h1>`, `<h2>`, `<h3>`, `<h4>`, `<h5>`, `<h6>`");
    expect([...list.matchAll(/`<(\w+)>`/g)].map((match) => match[1])).toEqual(allowedElements());
  });
});

it("reads the HTML the pages' pipeline reads, character for character", () => {
  const bodies = readContent()
    .files.flatMap((file) => file.body ?? [])
    .concat("Text with a NUL \0 and <b>HTML</b>\n\n```js meta\ncode\n```\n\n- [ ] task[^n]\n\n[^n]: Note.");
  for (const body of bodies) expect(renderedHtml(markdownTree(body)).html).toBe(hastToHtml(markdownHast(markdownTree(body))));
});
