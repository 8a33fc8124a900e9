import CMS, { initOver, type ImmutableValue } from "./decap";
import { collections, singlePages } from "../lib/routes";
import { checkEntry, remember } from "./contentCheck";
import { answerQueriesFrom } from "./gatsbyShim";
import { blogIndexPreview, blogPostPreview, experimentPreview, marketingPagePreview } from "./previews";
import { Querier } from "./queried";
import { LOCAL_BACKEND_PATH } from "./localBackendPath";
import { loadSnapshot } from "./snapshot";
import { addressControl } from "./addressWidget";
import { ADDRESS_WIDGET, livePaths, redirectChoices, renamedFields } from "./renames";
import { FORMATS } from "./fileFormats";
import { missingSetting, showNotSetUp } from "./notSetUp";
import { WRITER_WIDGET, writerControl } from "./writerWidget";
import { onePagePreview, siteFilePreview } from "./pagePreviews";
import { DAY_WIDGET, DayControl } from "./dayWidget";
import { routeTableOf } from "../lib/content/contentFile";

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

/**
 * The entry's state beside its collection's name, true before anything is typed too: Decap says "Changes saved" of
 * a new entry nobody has saved.
 */
const STATE_WORDS = {
  editor: { editorToolbar: { unsavedChanges: "Unsaved changes", changesSaved: "No unsaved changes" } },
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

/** Decap's entry, and its data, as Immutable.js values the handler changes. */
interface Data extends ImmutableValue {
  set(key: string, value: unknown): Data;
  deleteIn(path: Array<string | number>): Data;
  toList(): { clear(): { push(...items: unknown[]): unknown } };
}
interface Entry extends ImmutableValue {
  set(key: string, value: unknown): Entry;
}

/** Resolves once `ready()` holds of the screen's page, checked as the page changes. */
function until(ready: () => boolean): Promise<void> {
  return new Promise((resolve) => {
    if (ready()) return resolve();
    const observer = new MutationObserver(() => {
      if (!ready()) return;
      observer.disconnect();
      resolve();
    });
    observer.observe(document.body, { childList: true, subtree: true, characterData: true });
  });
}

/**
 * Shows the entry again as its file now is, once Decap has finished saving it. The save added to the entry what the
 * editor did not type (an old address to redirect), which the fields on the screen would not show otherwise: Decap
 * keeps showing what it was handed to save. The editor goes to the collection's list and back, as by its own links,
 * which reads the entry again.
 */
async function reopenOnceSaved(collection: string): Promise<void> {
  const entry = location.hash;
  await until(() => document.body.textContent?.includes(STATE_WORDS.editor.editorToolbar.changesSaved) ?? false);
  location.hash = `#/collections/${collection}`;
  await until(() => Boolean(document.querySelector(`a[href="${entry}"]`)));
  location.hash = entry;
}

/** An article about to be saved, with its address as the file keeps it, and the old one redirected when kept. */
function withRename(entry: Entry, live: ReadonlyMap<string, string>): Entry {
  if (entry.get("collection") !== "blog") return entry;
  const data = entry.get("data") as Data;
  const path = String(entry.get("path") ?? "");
  const slug = String(entry.get("slug") ?? "");
  const now = renamedFields(
    {
      address: data.get("address"),
      formerAddresses: (data.get("formerAddresses") as ImmutableValue | undefined)?.toJS(),
    },
    slug,
    entry.get("newRecord") ? undefined : live.get(path),
    redirectChoices.get(path) ?? true,
  );
  // A list as Decap keeps lists: an Immutable List, made from the data's own Immutable.js.
  const former = data
    .toList()
    .clear()
    .push(...now.formerAddresses);
  return entry.set("data", data.set("address", now.address).set("formerAddresses", former));
}

async function start() {
  const missing = await missingSetting();
  if (missing) {
    showNotSetUp(missing);
    return;
  }
  const snapshot = await loadSnapshot();
  answerQueriesFrom(snapshot);
  const querier = new Querier(snapshot);

  CMS.registerLocale("en", merged(merged(CMS.getLocale("en") ?? {}, CONTENT_CHECK_WORDS), STATE_WORDS));
  CMS.registerPreviewStyle("preview.css");
  // A save writes into the file only the fields the editor changed (src/cms/fileFormats.ts).
  for (const [extension, { name, format }] of Object.entries(FORMATS))
    CMS.registerCustomFormat(name, extension, format);

  const articles = snapshot.files
    .filter((file) => file.type === "BlogPost")
    .map((file) => ({ slug: file.file.replace(/^blog\/|\.md$/g, ""), data: file.data as Record<string, unknown> }));
  CMS.registerPreviewTemplate("blog", blogPostPreview(querier, articles));
  CMS.registerPreviewTemplate("pages--blog", blogIndexPreview(querier, articles));
  CMS.registerPreviewTemplate("experiments", experimentPreview(querier, routeTableOf(snapshot.files)));
  const marketing = collections.filter((collection) => collection.template === "MarketingPageTemplate");
  const subFolders = [...new Set(snapshot.names.map((name) => name.split("/").slice(0, -1).join("/")))];
  for (const collection of marketing) {
    for (const folder of subFolders.filter((f) => f === collection.folder || f.startsWith(`${collection.folder}/`))) {
      CMS.registerPreviewTemplate(folder.replace(/\//g, "--"), marketingPagePreview(querier, folder));
    }
  }

  // The one-off pages, each under its file's name in the Pages collection (gatsby/cms/config.ts), and the site files
  // that every page's header and footer show: the site facts on the contact page, the menus on the home page.
  for (const page of singlePages) {
    const preview = onePagePreview(querier, page);
    if (preview) CMS.registerPreviewTemplate(page.content.replace(/\//g, "--"), preview);
  }
  const pageAt = (path: string) => singlePages.find((page) => page.path === path)!;
  CMS.registerPreviewTemplate("site", siteFilePreview(querier, "site.json", pageAt("/contact")));
  CMS.registerPreviewTemplate("navigation", siteFilePreview(querier, "navigation.json", pageAt("/")));

  // Where each article is on the site as built, for the offer to redirect an old address (src/cms/renames.ts).
  const live = livePaths(snapshot.files);
  CMS.registerWidget(ADDRESS_WIDGET, addressControl(live));
  const relation = CMS.getWidget("relation")?.control as Parameters<typeof writerControl>[1] | undefined;
  if (!relation) throw new Error("Decap has no relation widget to offer an article's writers with");
  CMS.registerWidget(WRITER_WIDGET, writerControl(snapshot, relation));
  // Days in UK order, whatever the browser's language.
  CMS.registerWidget(DAY_WIDGET, DayControl);

  CMS.registerEventListener({
    name: "preSave",
    handler: ({ entry: saved }) => {
      const entry = withRename(saved as Entry, live);
      const renamed = ["address", "formerAddresses"].some(
        (field) => JSON.stringify(entry.getIn(["data", field])) !== JSON.stringify(saved.getIn(["data", field])),
      );
      const { empty, problems, file } = checkEntry(snapshot, entry);
      if (problems) throw new Error(`The build would refuse this:\n${problems}`);
      if (file) remember(snapshot, file);
      if (renamed && !entry.get("newRecord")) void reopenOnceSaved(String(entry.get("collection")));
      // Leave out what the editor emptied, as a hand-written file would.
      const data = entry.get("data") as Data;
      return [...empty].reverse().reduce<Data>((at, path) => at.deleteIn(path), data);
    },
  });

  // Decap asks for its local backend only from localhost (npm run cms), and only at a whole address. "View Live"
  // leads to the site the screen is served with (the live site, a preview, or localhost), not the build's SITE_URL.
  initOver({
    local_backend: { url: new URL(LOCAL_BACKEND_PATH, location.origin).href },
    site_url: location.origin,
    display_url: location.origin,
  });
}

void start();
