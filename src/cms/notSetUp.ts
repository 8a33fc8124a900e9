import { LOCAL_BACKEND_PATH } from "./localBackendPath";

// A screen built without the setting it saves with (CMS_REPO, for GitHub) says so in place of signing in, rather
// than saving to a repository nobody chose. The build marks it (gatsby/cms/buildAdmin.ts); on this machine, where
// the local backend answers (`npm run cms`), the screen edits the files and needs no repository.

/** The setting the screen lacks, unless the local backend answers on this origin. */
export async function missingSetting(page: Document = document, origin = location.origin): Promise<string | undefined> {
  const unset = page.querySelector<HTMLMetaElement>('meta[name="cms-unset"]')?.content;
  if (!unset) return undefined;
  try {
    const answer = await fetch(new URL(LOCAL_BACKEND_PATH, origin), {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ action: "info" }),
    });
    return answer.ok ? undefined : unset;
  } catch {
    return unset;
  }
}

/** The page in place of the screen: what is missing, and who sets it where. */
export function showNotSetUp(setting: string, page: Document = document): void {
  const main = page.createElement("main");
  const parts: Array<[string, string]> = [
    ["h1", "The editing screen is not set up yet"],
    [
      "p",
      `This copy of the site was built without ${setting}, the GitHub repository the screen saves to, so there is ` +
        "nowhere to save a change, and the screen does not offer to sign in.",
    ],
    [
      "p",
      `Whoever runs the site's builds sets ${setting} to the repository (owner/name) among the build's variables and ` +
        "builds again: step 5 of the checklist in docs/deploying.md. On your own computer, npm run cms edits the " +
        "site's files without it.",
    ],
  ];
  for (const [tag, text] of parts) {
    const element = page.createElement(tag);
    element.textContent = text;
    main.append(element);
  }
  // In the site's own type and colours: the preview pane's stylesheet, which is the site's.
  const style = page.createElement("link");
  style.rel = "stylesheet";
  style.href = "preview.css";
  page.head.append(style);
  Object.assign(main.style, { maxWidth: "40rem", margin: "4rem auto", padding: "0 1.25rem" });
  page.body.replaceChildren(main);
  page.title = "Content editor: not set up";
}
