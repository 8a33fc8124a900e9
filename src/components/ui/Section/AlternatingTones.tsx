import { Children, cloneElement, isValidElement, type ReactNode } from "react";

type Tone = "plain" | "alt";

/**
 * Gives consecutive sections alternating backgrounds, however many optional
 * sections a page leaves out. A child given a tone explicitly (a dark stats
 * band) keeps it, and the section after it starts plain again.
 */
export function AlternatingTones({ children, first = "plain" }: { children: ReactNode; first?: Tone }) {
  let next: Tone = first;
  return (
    <>
      {Children.map(children, (child) => {
        if (!isValidElement<{ tone?: string }>(child)) return child;
        if (child.props.tone) {
          next = "plain";
          return child;
        }
        const tone = next;
        next = tone === "plain" ? "alt" : "plain";
        return cloneElement(child, { tone });
      })}
    </>
  );
}
