import type { CheckedFile } from "./contentFile";
import { fieldPath, type ContentProblem } from "./problems";

/**
 * A tool marked `affiliate` shows readers an "Affiliate link" badge and is marked rel="sponsored": it must be the
 * referral address the programme gave (one that says who referred the reader, in its path or query), not the
 * tool's plain home page, which earns nothing and would make the badge untrue.
 */
export function affiliateProblems(file: CheckedFile): ContentProblem[] {
  if (file.type !== "ToolsPage") return [];
  return file.data.toolStack.categories.flatMap((category, c) =>
    category.tools.flatMap((tool, t) => {
      if (!tool.affiliate) return [];
      const { pathname, search } = new URL(tool.link);
      if (pathname !== "/" || search !== "") return [];
      return [
        {
          file: file.file,
          field: fieldPath(["toolStack", "categories", c, "tools", t, "affiliate"]),
          message: `marks ${tool.link} as an affiliate link, but it is ${tool.name}'s plain home page: give the referral address the programme issued, or remove "affiliate"`,
        },
      ];
    }),
  );
}
