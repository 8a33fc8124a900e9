import { readContent } from "../../gatsby/content/readContent";
import { routeTableOf } from "../../src/lib/content/contentFile";
import { pageAnchors } from "../../src/lib/anchors";
import { contentIdOf } from "../../src/lib/schema";
import { withTrailingSlash } from "../../src/lib/urls";
import { documentFor } from "../helpers/builtSite";

// The content check refuses a link to a #fragment a page will not have, before anything is rendered, from the
// anchors src/lib/anchors.ts says each page has. Here, after the build, every one of them must really be there,
// so that list cannot drift from what the templates draw.

const { files } = readContent();
const byId = new Map(files.map((file) => [contentIdOf(file.file), file]));
const routes = routeTableOf(files);

describe.each(routes)("$path", (route) => {
  it("has every anchor the content check expects of it", () => {
    const document = documentFor(withTrailingSlash(route.path));
    const expected = pageAnchors(route, byId.get(route.contentId)!.data as object);
    expect(expected.filter((id) => !document.getElementById(id))).toEqual([]);
  });
});
