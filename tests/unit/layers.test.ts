import { execFileSync } from "node:child_process";
import { ROOT_DIR } from "../helpers/paths";

// The layers of docs/architecture.md hold because `npm run check` refuses an import across one. Each case plants
// one import in a file of a layer, lints it with the project's own ESLint configuration (as `npm run lint` does),
// and expects the message that names both layers; the allowed imports beside them must pass.

interface Case {
  /** The file the import is planted in, as if it were there. */
  file: string;
  /** The planted import. */
  source: string;
  /** The folder the message must name, or undefined when the import is allowed. */
  refused?: string;
}

const cases: Case[] = [
  { file: "src/lib/planted.ts", source: 'import "../hooks/useDebouncedValue";', refused: "src/hooks" },
  { file: "src/lib/planted.ts", source: 'import "../components/ui/Button/Button";', refused: "src/components" },
  { file: "src/lib/content/planted.ts", source: 'import "../../../gatsby/content/readContent";', refused: "gatsby" },
  { file: "src/hooks/planted.ts", source: 'import "../components/layout/Header/Header";', refused: "src/components" },
  { file: "src/hooks/planted.ts", source: 'import "../islands/enquiry-form";', refused: "src/islands" },
  { file: "src/components/planted.tsx", source: 'import "../templates/HomeView";', refused: "src/templates" },
  { file: "src/components/planted.tsx", source: 'import "../cms/admin";', refused: "src/cms" },
  { file: "src/islands/planted.tsx", source: 'import "../templates/ContactView";', refused: "src/templates" },
  { file: "src/templates/planted.tsx", source: 'import "../cms/previews";', refused: "src/cms" },
  { file: "src/cms/planted.ts", source: 'import "../../gatsby/content/readContent";', refused: "gatsby" },
  { file: "gatsby/planted.ts", source: 'import "../scripts/staticServer";', refused: "scripts" },
  { file: "gatsby/planted.ts", source: 'import "../tests/helpers/paths";', refused: "tests" },
  { file: "src/lib/planted.ts", source: 'import "../../tests/helpers/paths";', refused: "tests" },
  { file: "scripts/planted.ts", source: 'import "../tests/browser/support/browser";', refused: "tests" },
  { file: "scripts/planted.ts", source: 'import "../src/components/ui/Button/Button";', refused: "src/components" },
  {
    file: "src/lib/planted.ts",
    source: 'const later = () => import("../hooks/useDebouncedValue");',
    refused: "src/hooks",
  },
  { file: "gatsby/planted.ts", source: 'export { useDebouncedValue } from "../src/hooks/useDebouncedValue";' },
  { file: "src/components/planted.tsx", source: 'import "../islands/enquiry-form";' },
  { file: "src/cms/planted.ts", source: 'import "../templates/BlogPostView";' },
  { file: "scripts/planted.ts", source: 'import "../gatsby/content/readContent";' },
  { file: "tests/unit/planted.test.ts", source: 'import "../../scripts/staticServer";' },
];

// One ESLint run for every case: loading typescript-eslint takes seconds, a case milliseconds.
function lint(all: readonly Case[]): string[][] {
  const script = `
    import { ESLint } from "eslint";
    const cases = JSON.parse(process.argv[1]);
    const eslint = new ESLint();
    const results = [];
    for (const { file, source } of cases) {
      const [result] = await eslint.lintText(source + "\\n", { filePath: file });
      results.push(result.messages.filter((m) => m.ruleId === "layers/imports").map((m) => m.message));
    }
    console.log(JSON.stringify(results));
  `;
  const output = execFileSync(process.execPath, ["--input-type=module", "-e", script, JSON.stringify(all)], {
    cwd: ROOT_DIR,
    encoding: "utf8",
  });
  return JSON.parse(output) as string[][];
}

describe("the layers lint rule", () => {
  const messages = lint(cases);

  it.each(cases.map((testCase, index) => [testCase.file, testCase.source, index] as const))(
    "%s: %s",
    (file, _source, index) => {
      const { refused } = cases[index]!;
      if (refused === undefined) {
        expect(messages[index]).toEqual([]);
      } else {
        expect(messages[index]).toHaveLength(1);
        expect(messages[index]![0]).toContain(`(${file}) may not import ${refused}:`);
        expect(messages[index]![0]).toContain("docs/architecture.md, Layers");
      }
    },
  );
});
