import { Children, type ReactNode } from "react";
import { cardRows, cardTracks } from "../../../lib/cardRows";
import * as styles from "./CardGrid.module.scss";

/** The breakpoints a grid can change at (src/styles/_breakpoints.scss); below the first it names, one column. */
export const CARD_BREAKPOINTS = ["base", "sm", "md", "lg", "xl"] as const;
type Breakpoint = (typeof CARD_BREAKPOINTS)[number];

/** The most columns from each breakpoint up: the grid takes as many as its cards fill (src/lib/cardRows.ts). */
export type Columns = { [B in Breakpoint]?: 2 | 3 | 4 | 6 };

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

/**
 * The classes (CardGrid.module.scss) that lay out `count` cards in at most `most` columns from `breakpoint` up. The
 * sheet writes every one that can be asked for (its test holds it to cardRows and cardTracks).
 */
export function rowClasses(breakpoint: Breakpoint, count: number, most: number): Array<string | undefined> {
  const rows = cardRows(count, most);
  const { tracks, span, lastSpan } = cardTracks(rows);
  const names = [`${breakpoint}T${tracks}`, `${breakpoint}S${span}`];
  if (rows.last > 0) names.push(`${breakpoint}L${lastSpan}x${rows.last}`);
  return names.map((name) => (styles as Record<string, string | undefined>)[name]);
}

/**
 * The responsive grid every list of cards uses: <CardGrid columns={{ md: 2, lg: 3 }}>. At each breakpoint it takes
 * the columns its cards fill, so no row has an empty slot beside a full one: 4 cards with room for 3 sit 2 and 2, 5
 * sit 3 and 2 with the last two wider.
 */
export function CardGrid({ columns, gap = 5, as: List = "ul", className, children }: CardGridProps) {
  const count = Children.toArray(children).filter(Boolean).length;
  const classes = [
    styles.grid,
    List !== "dl" && styles.list,
    gap !== 5 && styles[`gap${gap}`],
    ...CARD_BREAKPOINTS.flatMap((breakpoint) => {
      const most = columns[breakpoint];
      return most ? rowClasses(breakpoint, count, most) : [];
    }),
    className,
  ];
  return <List className={classes.filter(Boolean).join(" ")}>{children}</List>;
}
