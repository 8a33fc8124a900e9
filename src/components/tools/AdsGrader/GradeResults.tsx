import { gradeSummary, type Grade } from "../../../lib/tools/adsGrader";
import { LiveStatus } from "../../ui/LiveStatus/LiveStatus";
import { ScoreMeter } from "../ToolLayout/ScoreMeter";
import * as styles from "./AdsGrader.module.scss";

export function GradeResults({ grade }: { grade: Grade }) {
  return (
    <>
      <ScoreMeter score={grade.overall} label="Overall" />
      <LiveStatus message={gradeSummary(grade)} />
      <h4 className={styles.subheading}>Score by area</h4>
      <ul className={styles.areaScores}>
        {grade.areas.map((area) => (
          <li key={area.id}>
            <ScoreMeter score={area.score} label={area.label} size="small" />
          </li>
        ))}
      </ul>
      <h4 className={styles.subheading}>Your most valuable fixes</h4>
      {grade.fixes.length === 0 ? (
        <p>Every answer is already best practice. The next gains come from testing ads, pages and bids.</p>
      ) : (
        <ol className={styles.fixes}>
          {grade.fixes.map((fix) => (
            <li key={fix.questionId} className={styles.fix}>
              <h5 className={styles.fixTitle}>{fix.title}</h5>
              <p className={styles.fixMeta}>
                {fix.area}: worth up to {fix.points} {fix.points === 1 ? "point" : "points"}
              </p>
              <p>{fix.why}</p>
              <p>
                <strong>How: </strong>
                {fix.how}
              </p>
            </li>
          ))}
        </ol>
      )}
    </>
  );
}
