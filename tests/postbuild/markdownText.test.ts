import fs from "node:fs";
import { filledFiles, loadRouteTable, readContent } from "../../gatsby/content/readContent";
import { articleHtml } from "../../src/lib/articleHtml";
import { deliveryBlocksFor } from "../../src/lib/deliveryBlocks";
import { markdownToHtml } from "../../src/lib/markdown";
import { withTrailingSlashLinks } from "../../src/lib/urls";
import { htmlFileFor } from "../helpers/builtSite";

// The content check judges a markdown page's text by the HTML it renders it to and the page makes of that
// (src/lib/content/bodyHtml.ts). Each built page must hold exactly that HTML, or the check would be judging
// another text than the one the page shows. Its placeholders are filled, as the build fills them.

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

it.each(texts)("shows the text of content/$file as the content check renders it", ({ file, body, path }) => {
  const page = fs.readFileSync(htmlFileFor(`${path}/`), "utf8");
  const html = withTrailingSlashLinks(deliveryBlocksFor(markdownToHtml(body)));
  // An article's sections get ids, for the contents list it opens with, and its tables a box that scrolls; the text
  // is the same.
  const tableBox = /<section class="([^"]+)" aria-label="Table: /.exec(page)?.[1] ?? "";
  expect(page).toContain(file.startsWith("blog/") ? articleHtml(html, tableBox).html : html);
});
