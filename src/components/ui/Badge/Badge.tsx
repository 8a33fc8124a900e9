import { type ReactNode } from "react";
import type { BadgeTone } from "../../../lib/difficulty";
import * as styles from "./Badge.module.scss";

/** A small label. Its text carries the meaning; the colour only reinforces it. */
export function Badge({ tone = "neutral", children }: { tone?: BadgeTone; children: ReactNode }) {
  return (
    <span className={`${styles.badge} ${styles[tone]}`} data-tone={tone}>
      {children}
    </span>
  );
}
