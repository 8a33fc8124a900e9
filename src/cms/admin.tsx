import CMS, { initOver, type ImmutableValue } from "./decap";
import { collections } from "../lib/routes";
import { checkEntry, remember } from "./contentCheck";
import { answerQueriesFrom } from "./gatsbyShim";
import { blogPostPreview, marketingPagePreview } from "./previews";
import { Querier } from "./queried";
import { LOCAL_BACKEND_PATH } from "./localBackendPath";
import { loadSnapshot } from "./snapshot";

// The editing screen at /admin/: Decap CMS over the files in content/, configured by public/admin/config.yml,
// which the build generates from the content schemas (gatsby/cms/config.ts). No public page loads this bundle.

/** Decap's words for a field it refuses, in the content check's: `Read time should read like "7 min read"`. */
const CONTENT_CHECK_WORDS = {
  editor: {
    editorControlPane: {
      widget: {
        required: "%{fieldLabel} is missing (it is required).",
        regexPattern: "%{fieldLabel} %{pattern}.",
      },
    },
  },
};

function merged(base: Record<string, unknown>, extra: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = { ...base };
  for (const [key, value] of Object.entries(extra)) {
    const current = out[key];
    out[key] =
      value && typeof value === "object" && current && typeof current === "object"
        ? merged(current as Record<string, unknown>, value as Record<string, unknown>)
        : value;
  }
  return out;
}

async function start() {
  const snapshot = await loadSnapshot();
  answerQueriesFrom(snapshot);
  const querier = new Querier(snapshot);

  CMS.registerLocale("en", merged(CMS.getLocale("en") ?? {}, CONTENT_CHECK_WORDS));
  CMS.registerPreviewStyle("preview.css");

  const articles = snapshot.files
    .filter((file) => file.type === "BlogPost")
    .map((file) => ({ slug: file.file.replace(/^blog\/|\.md$/g, ""), data: file.data as Record<string, unknown> }));
  CMS.registerPreviewTemplate("blog", blogPostPreview(querier, articles));
  const marketing = collections.filter((collection) => collection.template === "MarketingPageTemplate");
  const subFolders = [...new Set(snapshot.names.map((name) => name.split("/").slice(0, -1).join("/")))];
  for (const collection of marketing) {
    for (const folder of subFolders.filter((f) => f === collection.folder || f.startsWith(`${collection.folder}/`))) {
      CMS.registerPreviewTemplate(folder.replace(/\//g, "--"), marketingPagePreview(querier, folder));
    }
  }

  CMS.registerEventListener({
    name: "preSave",
    handler: ({ entry }) => {
      const { empty, problems, file } = checkEntry(snapshot, entry);
      if (problems) throw new Error(`The build would refuse this:\n${problems}`);
      if (file) remember(snapshot, file);
      if (empty.length === 0) return undefined;
      // Leave out what the editor emptied, as a hand-written file would.
      const data = entry.get("data") as ImmutableValue & { deleteIn(path: Array<string | number>): unknown };
      return [...empty].reverse().reduce<typeof data>((at, path) => at.deleteIn(path) as typeof data, data);
    },
  });

  // Decap asks for its local backend only from localhost (npm run cms), and only at a whole address.
  initOver({ local_backend: { url: new URL(LOCAL_BACKEND_PATH, location.origin).href } });
}

void start();
