import fs from "node:fs";
import path from "node:path";
import { loadRouteTable } from "../../../../../gatsby/content/readContent";
import { collectionOf } from "../../../../lib/routes";
import { isToolId, toolComponents } from "../toolComponents";
import { CONTENT_DIR } from "../../../../../tests/helpers/paths";

// A tool page shows the component named by its content file's name (its slug): a file with no component fails the
// page at build time, and a component with no file is a tool nobody can reach.

describe("the tool map", () => {
  const slugs = Object.keys(toolComponents).sort();

  it("has a tool component for every file in content/tools, and a file for every tool component", () => {
    const files = fs
      .readdirSync(path.join(CONTENT_DIR, "tools"))
      .filter((file) => file.endsWith(".json"))
      .map((file) => file.replace(/\.json$/, ""));
    expect(files.sort()).toEqual(slugs);
  });

  it("gives every tool a page at /tools/{slug} drawn by the tool page template", () => {
    const toolRoutes = loadRouteTable().filter((route) => route.template === "ToolPageTemplate");
    const pages = toolRoutes.map((route) => [collectionOf(route.contentId)?.slug, route.path]);
    expect(pages.sort()).toEqual(slugs.map((slug) => [slug, `/tools/${slug}`]));
  });

  it("recognises only its own slugs, not what every object inherits", () => {
    expect(isToolId("seo-estimator")).toBe(true);
    expect(isToolId("toString")).toBe(false);
    expect(isToolId("")).toBe(false);
  });
});
