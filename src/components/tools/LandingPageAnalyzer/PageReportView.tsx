import { CircleCheck, CircleX, TriangleAlert } from "lucide-react";
import { pageSummary, type FindingStatus, type PageReport } from "../../../lib/tools/landingPage";
import { LiveStatus } from "../../ui/LiveStatus/LiveStatus";
import { ScoreMeter } from "../ToolLayout/ScoreMeter";
import * as styles from "./LandingPageAnalyzer.module.scss";

export const REPORT_WAITING =
  "Your report will appear here once the page's HTML or facts can be read: see the message beside the field.";

const statusText: Record<FindingStatus, { word: string; Icon: typeof CircleCheck }> = {
  pass: { word: "Pass", Icon: CircleCheck },
  warn: { word: "Improve", Icon: TriangleAlert },
  fail: { word: "Fix", Icon: CircleX },
};

export function PageReportView({ report }: { report: PageReport | null }) {
  return (
    <>
      {report && <ScoreMeter score={report.score} label="Page score" />}
      <LiveStatus message={report ? pageSummary(report) : REPORT_WAITING} problem={!report} />
      {report && (
        <ul className={styles.findings}>
          {report.findings.map((finding) => {
            const { word, Icon } = statusText[finding.status];
            return (
              <li key={finding.id} className={`${styles.finding} ${styles[finding.status]}`}>
                <p className={styles.findingHead}>
                  <span className={styles.badge}>
                    <Icon aria-hidden="true" size={16} />
                    {word}
                  </span>
                  <strong>{finding.label}</strong>
                </p>
                <p>{finding.detail}</p>
                <p className={styles.advice}>{finding.advice}</p>
              </li>
            );
          })}
        </ul>
      )}
    </>
  );
}
