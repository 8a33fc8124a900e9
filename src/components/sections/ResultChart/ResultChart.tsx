import { resultShape, shapeInWords } from "../../../lib/proof";
import { ProofGraphic } from "../../ui/ProofGraphic/ProofGraphic";
import * as styles from "./ResultChart.module.scss";

/**
 * A client's four results as a chart: each result's label and value, and, where its own measurements say so, its
 * before and after drawn beside it (src/lib/proof.ts resultShape). What the drawings show is said in words too.
 */
export function ResultChart({
  results,
  client,
}: {
  results: readonly Queries.CaseStudyFieldsFragment["results"][number][];
  client: string;
}) {
  return (
    <figure className={styles.chart}>
      <figcaption className={styles.caption}>Before and after, from {client}&apos;s own accounts</figcaption>
      <dl className={styles.rows}>
        {results.map((result) => {
          const shape = resultShape(result);
          return (
            <div key={result.label} className={styles.row}>
              <dt className={styles.label}>{result.label}</dt>
              <dd className={styles.value}>{result.value}</dd>
              {shape && (
                <dd className={styles.graphic}>
                  <ProofGraphic
                    shape={shape}
                    value={result.value}
                    label={`${result.label}: ${shapeInWords(shape, result.value)}`}
                  />
                </dd>
              )}
            </div>
          );
        })}
      </dl>
    </figure>
  );
}
