import { type ReactNode } from "react";
import * as styles from "./CardGrid.module.scss";

/**
 * The columns a breakpoint can ask for (CardGrid.module.scss writes a rule for each): a number of equal columns,
 * "fitN" for as many columns at least N rem wide as fit, or "fill15" for the same with empty tracks kept and
 * never wider than the grid.
 */
interface Tracks {
  base: 2 | "fill15";
  md: 2 | 3;
  lg: 2 | 3 | "fit14" | "fit15";
  xl: 3 | 4 | 6 | "fit16" | "fit17";
}

/** Columns from each breakpoint up (src/styles/_breakpoints.scss); one column below the first. */
export type Columns = { [B in keyof Tracks]?: Tracks[B] };

interface CardGridProps {
  columns: Columns;
  /** Space between the cards, a --space-N token; 5 unless the list says otherwise. */
  gap?: 3 | 4 | 5 | 6;
  /** A list by default; "ol" when the order means something, "dl" for terms. */
  as?: "ul" | "ol" | "dl";
  /** The list's own rules (a maximum width, say), never its columns or gap. */
  className?: string;
  children: ReactNode;
}

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** The responsive grid every list of cards uses: <CardGrid columns={{ md: 2, lg: 3 }}>. */
export function CardGrid({ columns, gap = 5, as: List = "ul", className, children }: CardGridProps) {
  const classes = [
    styles.grid,
    List !== "dl" && styles.list,
    gap !== 5 && styles[`gap${gap}`],
    ...Object.entries(columns).map(([breakpoint, tracks]) => styles[`${breakpoint}${capitalised(String(tracks))}`]),
    className,
  ];
  return <List className={classes.filter(Boolean).join(" ")}>{children}</List>;
}
