import type { Redirect } from "../redirects";
import type { Advice } from "../schema/advice";
import type { Route } from "../routes";
import type { Figure } from "../siteFigures";
import type { TextFacts } from "../siteText";
import type { CheckedFile, ContentFile } from "./contentFile";

// What the content check's rules know of the whole site while they check one file (rules.ts builds it once).

/** What the rules need from outside the content files. */
export interface CheckEnvironment {
  /** Whether static/ (beside the content folder) has a file at this path, e.g. "/downloads/guide.pdf". */
  staticFileExists: (publicPath: string) => boolean;
  /**
   * Whether content/ has a file at this path, e.g. "blog/images/cover.jpg", for the images content files name; the
   * editing screen, whose image fields pick from the files there, leaves it out.
   */
  contentFileExists?: (contentPath: string) => boolean;
  /** The day the site is read on, for the agency's age: the build date unless a test fixes one. */
  today?: Date;
}

export interface Site extends CheckEnvironment {
  routes: Route[];
  byContentId: Map<string, ContentFile>;
  /** The files whose data their schema accepts, by content id. */
  checked: Map<string, CheckedFile>;
  slugs: Map<string, Set<string>>;
  /** The day each scheduled file publishes on (src/lib/scheduling.ts), by content id. */
  scheduled: ReadonlyMap<string, string>;
  /** content/redirects.json's redirects, by their old address. */
  redirects: ReadonlyMap<string, Redirect>;
  /** Pages' former addresses (an article's `formerAddresses`), each with the page's path it redirects to. */
  formerAddresses: ReadonlyMap<string, string>;
  /** site.json's figures, unless site.json itself has a problem (then figures are not checked). */
  figures?: readonly Figure[];
  /** content/advice.json's standing advice, unless the file has a problem (then advice is not checked). */
  advice?: readonly Advice[];
  /** What placeholders are filled from, unless site.json itself has a problem (then ages are not checked). */
  facts?: TextFacts;
}
