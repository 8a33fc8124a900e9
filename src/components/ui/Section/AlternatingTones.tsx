import { Children, cloneElement, isValidElement, type ReactNode } from "react";

type Tone = "plain" | "alt";

/**
 * Alternating backgrounds for consecutive sections, however many optional sections a page leaves out: the tone
 * of each, or undefined for one that keeps its own (a dark stats band), after which the next starts plain again.
 */
export function alternatingTones(keepsOwn: readonly boolean[], first: Tone = "plain"): Array<Tone | undefined> {
  let next: Tone = first;
  return keepsOwn.map((own) => {
    if (own) {
      next = "plain";
      return undefined;
    }
    const tone = next;
    next = tone === "plain" ? "alt" : "plain";
    return tone;
  });
}

/** Gives its children alternating tones; a child given a tone explicitly keeps it. */
export function AlternatingTones({ children, first = "plain" }: { children: ReactNode; first?: Tone }) {
  const elements = Children.toArray(children).filter(isValidElement<{ tone?: string }>);
  const tones = alternatingTones(
    elements.map((child) => Boolean(child.props.tone)),
    first,
  );
  return <>{elements.map((child, index) => (tones[index] ? cloneElement(child, { tone: tones[index] }) : child))}</>;
}
