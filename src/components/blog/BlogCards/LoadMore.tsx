import { archivePath } from "../../../lib/routes";
import type { ArchivePage } from "../../../lib/blog";
import { ButtonLink } from "../../ui/Button/Button";
import * as styles from "./BlogCards.module.scss";

/**
 * SPEC's 'Load More Articles': a link to the next page of the archive, so it works without JavaScript. On the
 * last page of a list there is nothing more to load, and no button.
 */
export function LoadMore({ label, archive }: { label: string; archive: ArchivePage }) {
  if (archive.page >= archive.pages) return null;
  return (
    <div className={styles.loadMore}>
      <ButtonLink href={archivePath(archive.first, archive.page + 1)} variant="secondary">
        {label}
      </ButtonLink>
    </div>
  );
}
