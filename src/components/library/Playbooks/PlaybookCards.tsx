import { graphql } from "gatsby";
import { BookOpen, Clock } from "lucide-react";
import { difficultyTone } from "../../../lib/difficulty";
import { Badge } from "../../ui/Badge/Badge";
import { ButtonLink } from "../../ui/Button/Button";
import { Card } from "../../ui/CardGrid/Card";
import * as styles from "./Playbooks.module.scss";

export const playbookFields = graphql`
  fragment PlaybookFields on Download {
    slug
    title
    description
    category
    readTime
    difficulty
    chapters: chapterCount
    downloadLink: getPath
    preview
    topics
  }
`;

/**
 * Playbook cards: channel and level, length, a preview to open, topics and the download page. A grid of their own
 * rather than a CardGrid, whose many layouts the playbooks' island would carry into the page.
 */
export function PlaybookCards({ items }: { items: readonly Queries.PlaybookFieldsFragment[] }) {
  return (
    <ul className={styles.cards}>
      {items.map((playbook) => {
        const id = playbook.slug;
        return (
          <Card key={id} id={id}>
            <div className={styles.badges}>
              <Badge tone="info">
                <span className={styles.visuallyHidden}>Category: </span>
                {playbook.category}
              </Badge>
              <Badge tone={difficultyTone(playbook.difficulty ?? "")}>
                <span className={styles.visuallyHidden}>Difficulty: </span>
                {playbook.difficulty}
              </Badge>
            </div>
            <h3 className={styles.title}>{playbook.title}</h3>
            <p className={styles.description}>{playbook.description}</p>
            <ul className={styles.facts}>
              <li>
                <Clock aria-hidden="true" focusable="false" size={16} />
                {playbook.readTime}
              </li>
              <li>
                <BookOpen aria-hidden="true" focusable="false" size={16} />
                {playbook.chapters} chapters
              </li>
            </ul>
            <details className={styles.preview}>
              <summary>Read a preview</summary>
              <p>{playbook.preview}</p>
            </details>
            <ul className={styles.topics} aria-label={`Topics in ${playbook.title}`}>
              {playbook.topics.map((topic) => (
                <li key={topic}>{topic}</li>
              ))}
            </ul>
            <ButtonLink href={playbook.downloadLink} className={styles.download}>
              Get the free playbook<span className={styles.visuallyHidden}>: {playbook.title}</span>
            </ButtonLink>
          </Card>
        );
      })}
    </ul>
  );
}
