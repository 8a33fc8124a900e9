import { CircleCheck, CircleX, TriangleAlert, type LucideIcon } from "lucide-react";
import type { Rating } from "../../../lib/ratings";
import * as styles from "./Comparison.module.scss";

type Tone = "good" | "bad" | "warning";

// SPEC §2: green check = excellent, fast, cost-effective or included; red mark =
// expensive or slow; yellow warning = limited.
const toneOf: Record<Rating, Tone> = {
  excellent: "good",
  fast: "good",
  "cost-effective": "good",
  included: "good",
  expensive: "bad",
  slow: "bad",
  limited: "warning",
};

const glyphs: Record<Tone, LucideIcon> = { good: CircleCheck, bad: CircleX, warning: TriangleAlert };
const meanings: Record<Tone, string> = { good: "a strength", bad: "a drawback", warning: "a trade-off" };

export function ratingText(rating: Rating): string {
  const word = rating.charAt(0).toUpperCase() + rating.slice(1);
  return `Rating: ${word}, ${meanings[toneOf[rating]]}`;
}

/** A coloured icon for a rating. Colour and shape are not enough on their own, so the meaning is in text too. */
export function RatingIcon({ rating }: { rating: Rating }) {
  const tone = toneOf[rating];
  const Glyph = glyphs[tone];
  return (
    <span className={`${styles.rating} ${styles[tone]}`}>
      <Glyph aria-hidden="true" focusable="false" size={22} />
      <span className={styles.visuallyHidden}>{ratingText(rating)}</span>
    </span>
  );
}
