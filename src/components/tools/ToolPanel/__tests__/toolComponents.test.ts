import fs from "node:fs";
import path from "node:path";
import { routes } from "../../../../lib/routes";
import { isToolId, toolComponents } from "../toolComponents";
import { CONTENT_DIR } from "../../../../../tests/helpers/paths";

const CONTENT = path.join(CONTENT_DIR, "tools");

describe("the tool map", () => {
  const ids = Object.keys(toolComponents).sort();

  it("has a tool for every content file in content/tools, and a content file for every tool", () => {
    const files = fs
      .readdirSync(CONTENT)
      .filter((file) => file.endsWith(".json"))
      .map((file) => file.replace(/\.json$/, ""));
    expect(files.sort()).toEqual(ids);
  });

  it("has a route at /tools/{id} for every tool, using the tool page template", () => {
    const toolRoutes = routes.filter((route) => route.template === "ToolPageTemplate");
    expect(toolRoutes.map((route) => route.contentId).sort()).toEqual(ids);
    for (const route of toolRoutes) expect(route.path).toBe(`/tools/${route.contentId}`);
  });

  it("recognises only its own ids", () => {
    expect(isToolId("seo-estimator")).toBe(true);
    expect(isToolId("toString")).toBe(false);
    expect(isToolId("")).toBe(false);
  });
});
