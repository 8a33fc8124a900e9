import { type ReactNode } from "react";
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

/** The centred page-width wrapper, for blocks that are not titled sections. */
export function Container({ children, className }: { children: ReactNode; className?: string }) {
  return <div className={[styles.container, className].filter(Boolean).join(" ")}>{children}</div>;
}
