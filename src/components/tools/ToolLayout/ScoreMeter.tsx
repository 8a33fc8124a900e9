import * as styles from "./ToolLayout.module.scss";

/** Which band a score out of 100 falls in; the words carry the meaning, the colour only repeats it. */
export function scoreBand(score: number): { tone: "good" | "fair" | "poor"; word: string } {
  if (score >= 80) return { tone: "good", word: "Strong" };
  if (score >= 55) return { tone: "fair", word: "Room to improve" };
  return { tone: "poor", word: "Needs work" };
}

/** A score out of 100 as text, with a bar that repeats it for sighted readers. */
export function ScoreMeter({
  score,
  label,
  size = "large",
}: {
  score: number;
  label: string;
  size?: "large" | "small";
}) {
  const band = scoreBand(score);
  const width = Math.max(0, Math.min(100, score));
  return (
    <div className={`${styles.score} ${styles[size]} ${styles[band.tone]}`}>
      <p className={styles.scoreText}>
        <span className={styles.scoreLabel}>{label}</span>
        <span>
          <strong className={styles.scoreValue}>{score}</strong>
          <span> out of 100</span>
          {size === "large" && <span className={styles.scoreWord}>{band.word}</span>}
        </span>
      </p>
      <svg
        className={styles.scoreBar}
        viewBox="0 0 100 8"
        preserveAspectRatio="none"
        aria-hidden="true"
        focusable="false"
      >
        <rect className={styles.scoreTrack} x="0" y="0" width="100" height="8" rx="4" />
        <rect className={styles.scoreFill} x="0" y="0" width={width} height="8" rx="4" />
      </svg>
    </div>
  );
}
