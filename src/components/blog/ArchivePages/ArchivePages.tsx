import { ArrowLeft, ArrowRight } from "lucide-react";
import { archivePath } from "../../../lib/routes";
import { blogCopy, type ArchivePage } from "../../../lib/blog";
import { SiteLink } from "../../ui/SiteLink/SiteLink";
import * as styles from "./ArchivePages.module.scss";

/**
 * The links between the pages of a list of articles: newer and older, and every page by number, the current one
 * marked. Plain links, so they work without JavaScript; nothing is drawn for a list of one page.
 */
export function ArchivePages({ archive }: { archive: ArchivePage }) {
  const { page, pages, first } = archive;
  if (pages < 2) return null;
  const numbers = Array.from({ length: pages }, (_, i) => i + 1);
  return (
    <nav aria-label={blogCopy.pages} className={styles.nav}>
      {page > 1 && (
        <SiteLink href={archivePath(first, page - 1)} rel="prev" className={styles.step}>
          <ArrowLeft aria-hidden="true" size={16} />
          {blogCopy.previous}
        </SiteLink>
      )}
      <ol className={styles.numbers}>
        {numbers.map((number) => (
          <li key={number}>
            {number === page ? (
              <span aria-current="page" className={styles.current}>
                <span className={styles.hidden}>Page </span>
                {number}
              </span>
            ) : (
              <SiteLink href={archivePath(first, number)} className={styles.number}>
                <span className={styles.hidden}>Page </span>
                {number}
              </SiteLink>
            )}
          </li>
        ))}
      </ol>
      {page < pages && (
        <SiteLink href={archivePath(first, page + 1)} rel="next" className={styles.step}>
          {blogCopy.next}
          <ArrowRight aria-hidden="true" size={16} />
        </SiteLink>
      )}
    </nav>
  );
}
