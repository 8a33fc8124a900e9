import { ShieldCheck } from "lucide-react";
import { Container } from "../Section/Section";
import * as styles from "./ReviewedNote.module.scss";

/** "2025-06-02" → "2 June 2025", the same on the server and in every browser time zone. */
export function formatReviewDate(isoDate: string): string {
  return new Date(`${isoDate}T00:00:00Z`).toLocaleDateString("en-GB", {
    day: "numeric",
    month: "long",
    year: "numeric",
    timeZone: "UTC",
  });
}

/** Regulated-sector pages (legal, dental, healthcare) say when their claims were last checked. */
export function ReviewedNote({ date }: { date: string }) {
  return (
    <div className={styles.bar}>
      <Container>
        <p className={styles.note}>
          <ShieldCheck aria-hidden="true" size={18} />
          <span>
            Last reviewed: <time dateTime={date}>{formatReviewDate(date)}</time>, against the advertising rules of this
            sector.
          </span>
        </p>
      </Container>
    </div>
  );
}
