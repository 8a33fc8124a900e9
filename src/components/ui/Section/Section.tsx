import { type ReactNode } from "react";
import { fillCount } from "../../../lib/counts";
import * as styles from "./Section.module.scss";

type Tone = "plain" | "alt" | "dark";

interface SectionProps {
  /** Heading text; the section is labelled by it. */
  title: string;
  eyebrow?: string | null;
  lead?: string | null;
  /** Anchor id, e.g. "open-roles" for /careers#open-roles. */
  id?: string;
  tone?: Tone;
  children: ReactNode;
}

const slug = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");

/** A page section: a contained block with an h2 intro. */
export function Section({ title, eyebrow, lead, id, tone = "plain", children }: SectionProps) {
  const headingId = `${id ?? slug(title)}-heading`;
  return (
    <section id={id} aria-labelledby={headingId} className={`${styles.section} ${styles[tone]}`}>
      <div className={styles.container}>
        <header className={styles.intro}>
          {eyebrow && <p className={styles.eyebrow}>{eyebrow}</p>}
          <h2 id={headingId} className={styles.title}>
            {title}
          </h2>
          {lead && <p className={styles.lead}>{lead}</p>}
        </header>
        {children}
      </div>
    </section>
  );
}

interface Intro {
  id?: string | null;
  eyebrow?: string | null;
  title: string;
  lead?: string | null;
}

interface IntroOptions {
  /** The anchor a template fixes (src/lib/anchors.ts templateAnchors): it wins over the content's id. */
  id?: string;
  /** The anchor when neither the template nor the content gives one. */
  fallbackId?: string;
  /** The number of the section's items, put in place of any {count} (src/lib/counts.ts). */
  count?: number;
}

/** A section's heading props from its content, with its anchor and its item count filled in. */
export function introOf(section: Intro, { id, fallbackId, count }: IntroOptions = {}) {
  const fill = (text: string) => (count === undefined ? text : fillCount(text, count));
  return {
    title: fill(section.title),
    eyebrow: section.eyebrow && fill(section.eyebrow),
    lead: section.lead && fill(section.lead),
    id: id ?? section.id ?? fallbackId,
  };
}

interface ContainerProps {
  children: ReactNode;
  /** "text" for a column of text alone, as wide as the measure, on the page's left edge. */
  width?: "page" | "text";
  className?: string;
}

/** The page-width wrapper of the one grid, for blocks that are not titled sections. */
export function Container({ children, width = "page", className }: ContainerProps) {
  const classes = [styles.container, width === "text" && styles.text, className];
  return <div className={classes.filter(Boolean).join(" ")}>{children}</div>;
}
