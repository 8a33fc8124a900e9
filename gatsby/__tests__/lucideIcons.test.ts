/** @jest-environment node */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { iconFileName, iconsImported, lucideIconsModule } from "../lucideIcons";

// webpack takes the site's lucide-react icons from the module lucideIconsModule writes: every icon the code names,
// each from its own file, and a clear stop when the code names one the package has no file for.

const scratch = fs.mkdtempSync(path.join(os.tmpdir(), "lucide-"));
afterAll(() => fs.rmSync(scratch, { recursive: true, force: true }));

function source(name: string, text: string): string {
  const file = path.join(scratch, name);
  fs.writeFileSync(file, text);
  return file;
}

it("names each icon's module as lucide-react's files are named", () => {
  expect(["ChartBar", "Building2", "Link2", "MousePointerClick", "X"].map(iconFileName)).toEqual([
    "chart-bar",
    "building-2",
    "link-2",
    "mouse-pointer-click",
    "x",
  ]);
});

it("reads the icons a file imports, over several lines, without its types", () => {
  expect(
    iconsImported(
      'import {\n  CircleCheck,\n  CircleX, type LucideIcon,\n} from "lucide-react";\nimport { Star } from \'lucide-react\';\nimport { useState } from "react";',
    ),
  ).toEqual(["CircleCheck", "CircleX", "Star"]);
});

it("re-exports every icon the site's files name, once each, from the package's own icon modules", () => {
  const files = [
    source("a.tsx", 'import { ArrowRight, Check } from "lucide-react";'),
    source("b.tsx", 'import { Check, Building2 } from "lucide-react";'),
  ];
  expect(lucideIconsModule(files)).toBe(
    [
      'export { default as ArrowRight } from "lucide-react/icons/arrow-right";',
      'export { default as Building2 } from "lucide-react/icons/building-2";',
      'export { default as Check } from "lucide-react/icons/check";',
      "",
    ].join("\n"),
  );
});

it("stops the build, naming the icon, when the package has no module for it", () => {
  const files = [source("c.tsx", 'import { NoSuchIconAnywhere } from "lucide-react";')];
  expect(() => lucideIconsModule(files)).toThrow(
    'lucide-react has no icon module "icons/no-such-icon-anywhere" for the icon NoSuchIconAnywhere',
  );
});
