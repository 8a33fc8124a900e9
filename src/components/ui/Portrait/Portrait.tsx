import { graphql } from "gatsby";
import * as styles from "./Portrait.module.scss";

// A person's illustrated portrait, in the site's one style: a head and shoulders in the brand's colours on a tinted
// disc, with the hair (and glasses) their file in content/people gives, and a face of two dots and a smile.
// Decorative beside their name, which is always shown with it.

type Hair = "short" | "crop" | "long" | "bun" | "curly" | "bald";

/** Each hairstyle on the 64-unit square, in front of the head or behind it. */
const HAIR: Record<Hair, { behind?: string; front?: string }> = {
  short: { front: "M20.5 27c-.5-9 4.5-14.5 11.5-14.5S44 18 43.5 27c-2-5.5-6-8-11.5-8s-9.5 2.5-11.5 8z" },
  crop: { front: "M21.5 23c1-6.5 5-9.5 10.5-9.5s9.5 3 10.5 9.5c-3-3-6.5-4-10.5-4s-7.5 1-10.5 4z" },
  long: {
    behind: "M19 44c-3-10-2-30 13-31.5C47 14 48 34 45 44z",
    front: "M21 29c0-9 4.5-15 11-15s11 6 11 15c-2-6-6-9-11-9s-9 3-11 9z",
  },
  bun: {
    behind: "M27 10a5 5 0 1 0 10 0a5 5 0 1 0-10 0z",
    front: "M21 26c0-8.5 4.5-13 11-13s11 4.5 11 13c-2.5-4.5-6-7-11-7s-8.5 2.5-11 7z",
  },
  curly: {
    front:
      "M20 27a4.5 4.5 0 0 1 1-8a5 5 0 0 1 6-5.5a5 5 0 0 1 10 0a5 5 0 0 1 6 5.5a4.5 4.5 0 0 1 1 8c-2.5-4-6.5-6.5-12-6.5s-9.5 2.5-12 6.5z",
  },
  bald: {},
};

const TONES = ["toneA", "toneB", "toneC", "toneD"] as const;

/** The disc's tint, the same for a name on every page. */
const toneOf = (name: string) =>
  TONES[[...name].reduce((sum, letter) => sum + letter.charCodeAt(0), 0) % TONES.length]!;

export const portraitFields = graphql`
  fragment PortraitFields on Portrait {
    hair
    glasses
  }
`;

export type PortraitData = Queries.PortraitFieldsFragment;

const isHair = (hair: string): hair is Hair => hair in HAIR;

export function Portrait({
  name,
  portrait,
  size = "md",
  className,
}: {
  name: string;
  portrait: PortraitData;
  size?: "sm" | "md" | "lg";
  className?: string;
}) {
  if (!isHair(portrait.hair)) throw new Error(`${name}: no portrait is drawn with "${portrait.hair}" hair`);
  const hair = HAIR[portrait.hair];
  return (
    <svg
      viewBox="0 0 64 64"
      className={[styles.portrait, styles[size], className].filter(Boolean).join(" ")}
      aria-hidden="true"
      focusable="false"
    >
      <circle cx="32" cy="32" r="32" className={styles[toneOf(name)]} />
      {hair.behind && <path d={hair.behind} className={styles.hair} />}
      <path d="M9 64c1-13 10-20 23-20s22 7 23 20z" className={styles.shoulders} />
      <path d="M27.5 36h9v9h-9z" className={styles.skin} />
      <ellipse cx="32" cy="28" rx="11" ry="12.5" className={styles.skin} />
      <g className={styles.features}>
        <circle cx="27.8" cy="29" r="1.2" />
        <circle cx="36.2" cy="29" r="1.2" />
        <path d="M28.8 34q3.2 2.4 6.4 0" className={styles.smile} />
      </g>
      {hair.front && <path d={hair.front} className={styles.hair} />}
      {portrait.glasses && (
        <g className={styles.glasses}>
          <circle cx="27.5" cy="29" r="3.4" />
          <circle cx="36.5" cy="29" r="3.4" />
          <path d="M30.9 29h2.2" />
        </g>
      )}
    </svg>
  );
}
