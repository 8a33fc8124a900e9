import fs from "node:fs";
import { filledFiles, loadRouteTable, readContent } from "../../gatsby/content/readContent";
import { renderMarkdown } from "../../src/lib/markdown";
import { htmlFileFor } from "../helpers/builtSite";

// Each markdown page shows its whole text as src/lib/markdown.ts renders it for this build, with its placeholders
// filled: the template asks for the text through GraphQL, which fills them, and renders it with the one pipeline
// the content check reads and the editing screen previews with. Nothing in content/ is sanitised away (the content
// check has refused all of it), so the page's text is all of the file's.

const routes = loadRouteTable();
const texts = filledFiles(readContent().files).flatMap(({ file, body }) => {
  const route = routes.find((candidate) => `${candidate.contentId}.md` === file);
  return body === undefined || !route ? [] : [{ file, body, path: route.path }];
});

it("finds every markdown page", () => {
  expect(texts.map(({ file }) => file)).toEqual(
    expect.arrayContaining(["blog/google-ads-roas-30-day-plan.md", "legal/terms.md"]),
  );
});

it.each(texts)("shows the text of content/$file, rendered for this build", ({ file, body, path }) => {
  const page = fs.readFileSync(htmlFileFor(`${path}/`), "utf8");
  // An article's tables sit in a scrolling box of its stylesheet's class; other pages have none.
  const tableBox = file.startsWith("blog/")
    ? (/<section class="([^"]+)" aria-label="Table: /.exec(page)?.[1] ?? "")
    : undefined;
  const { html, intro, afterIntro } = renderMarkdown(body, { tableBox });
  expect(html).not.toMatch(/\{(figure|advice):/);
  // An article's opening paragraphs stand before its list of sections, the rest after it (ArticleBody.tsx).
  if (tableBox !== undefined && intro) {
    expect(page).toContain(intro);
    expect(page).toContain(afterIntro);
    expect(page.indexOf(intro)).toBeLessThan(page.indexOf(afterIntro));
  } else {
    expect(page).toContain(html);
  }
});
