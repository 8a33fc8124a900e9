import { useMemo, useState } from "react";
import { useRestoreFromQuery, useSyncQuery } from "../../../hooks/useQueryState";
import { exampleAnswers, gradeAccount, gradeAreas, gradeQuestions } from "../../../lib/tools/adsGrader";
import { gradeFromQuery, gradeToQuery } from "../../../lib/tools/gradeQuery";
import { ChoiceGroup } from "../ToolField/ChoiceGroup";
import { ToolLayout } from "../ToolLayout/ToolLayout";
import { GradeResults } from "./GradeResults";
import * as styles from "./AdsGrader.module.scss";

/** The Google Ads account grader: twelve questions, a score per area and the three most valuable fixes. */
export function AdsGrader() {
  const [answers, setAnswers] = useState<Record<string, string>>({ ...exampleAnswers });
  const ready = useRestoreFromQuery((params) => setAnswers(gradeFromQuery(params)));
  useSyncQuery(
    useMemo(() => gradeToQuery(answers), [answers]),
    ready,
  );
  const grade = useMemo(() => gradeAccount(answers), [answers]);

  return (
    <ToolLayout
      id="grader"
      ready={ready}
      inputsTitle="Your account"
      inputs={gradeAreas.map((area) => (
        <div key={area.id} className={styles.area}>
          <h4 className={styles.areaTitle}>{area.label}</h4>
          {gradeQuestions
            .filter((question) => question.area === area.id)
            .map((question) => (
              <ChoiceGroup
                key={question.id}
                name={`grader-${question.id}`}
                legend={question.question}
                options={question.options}
                value={answers[question.id] ?? ""}
                onChange={(value) => setAnswers((current) => ({ ...current, [question.id]: value }))}
              />
            ))}
        </div>
      ))}
      resultsTitle="Your score"
      results={<GradeResults grade={grade} />}
    />
  );
}
