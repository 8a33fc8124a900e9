import { CONTENTS_MIN_SECTIONS } from "../../../lib/articleHtml";
import { blogCopy } from "../../../lib/blog";
import { renderMarkdown } from "../../../lib/markdown";
import { Container } from "../../ui/Section/Section";
import * as styles from "./Article.module.scss";

/**
 * An article's text, rendered from its markdown at build time (src/lib/markdown.ts). In an article of three or more
 * sections, a list of them, each a link to its heading, follows its opening paragraphs; a wide table scrolls in its
 * own box.
 */
export function ArticleBody({ markdown }: { markdown: string }) {
  const { intro, afterIntro, contents } = renderMarkdown(markdown, { tableBox: styles.tableBox ?? "" });
  return (
    <Container width="text">
      {/* Our own markdown in content/blog, checked at build time and sanitised by the same allow-list: its opening
          paragraphs first, so the text starts on the first screen, then the list of its sections, then the rest. */}
      {intro && <div className={`${styles.prose} ${styles.intro}`} dangerouslySetInnerHTML={{ __html: intro }} />}
      {contents.length >= CONTENTS_MIN_SECTIONS && (
        <nav aria-labelledby="contents-title" className={styles.contents}>
          <h2 id="contents-title" className={styles.contentsTitle}>
            {blogCopy.contents}
          </h2>
          <ol className={styles.contentsList}>
            {contents.map((entry) => (
              <li key={entry.id}>
                <a href={`#${entry.id}`}>{entry.text}</a>
              </li>
            ))}
          </ol>
        </nav>
      )}
      <div className={styles.prose} dangerouslySetInnerHTML={{ __html: afterIntro }} />
    </Container>
  );
}
