import { isFileRef } from "../schema/graphqlHints";
import type { ContentFile } from "./contentFile";
import type { Site } from "./checkSite";
import { fieldPath, type ContentProblem } from "./problems";
import { fieldsOf } from "./walk";

// Every image or file a content file names, beside it in content/ (an article's cover, `image: "./images/x.jpg"`),
// is there: a missing one is named here, with the file and the field, before the build renders any page.

/** The path under content/ of a file that `from` (a content file) names as `relative`. */
function resolved(from: string, relative: string): string | undefined {
  const parts = from.split("/").slice(0, -1);
  for (const part of relative.split("/")) {
    if (part === "" || part === ".") continue;
    if (part === "..") {
      if (parts.length === 0) return undefined;
      parts.pop();
    } else parts.push(part);
  }
  return parts.join("/");
}

export function fileRefProblems(file: ContentFile, site: Pick<Site, "contentFileExists">): ContentProblem[] {
  const exists = site.contentFileExists;
  if (!exists) return [];
  return fieldsOf(file, (layers) => layers.some(isFileRef)).flatMap(({ value, path }) => {
    if (typeof value !== "string" || !value) return [];
    const at = resolved(file.file, value);
    const field = fieldPath(path);
    if (at === undefined) {
      const message = `is "${value}", which leads out of content/: name a file beside this one, such as "./images/cover.jpg"`;
      return [{ file: file.file, field, message }];
    }
    if (exists(at)) return [];
    const message = `is "${value}", but there is no file content/${at}: put the image there, or correct the path (it starts from this file's folder)`;
    return [{ file: file.file, field, message }];
  });
}
