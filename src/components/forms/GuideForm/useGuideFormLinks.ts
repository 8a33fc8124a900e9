import { useEffect } from "react";
import { GUIDE_FORM_ID } from "./guideFormCopy";

/**
 * Brings the guide form into view and puts the cursor in its first field (or
 * on the thank-you message, if that is showing). Smooth, unless the visitor
 * asked for reduced motion. Returns false when the page has no guide form.
 */
export function scrollToGuideForm(): boolean {
  const card = document.getElementById(GUIDE_FORM_ID);
  if (!card) return false;
  const reduceMotion = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
  card.scrollIntoView({ behavior: reduceMotion ? "instant" : "smooth", block: "start" });
  const target =
    card.querySelector<HTMLElement>("[data-guide-thanks]") ??
    card.querySelector<HTMLElement>("[data-guide-first-field]");
  // preventScroll: focusing must not cut the smooth scroll short with a jump.
  target?.focus({ preventScroll: true });
  return true;
}

/**
 * Every link to #guide-form on the page (the hero's and the closing call to
 * action's) scrolls to the form and focuses it. Before hydration, or with a
 * modifier key held, the links keep their native in-page behaviour.
 */
export function useGuideFormLinks() {
  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      if (
        event.defaultPrevented ||
        event.button !== 0 ||
        event.metaKey ||
        event.ctrlKey ||
        event.shiftKey ||
        event.altKey
      ) {
        return;
      }
      const link = event.target instanceof Element ? event.target.closest(`a[href="#${GUIDE_FORM_ID}"]`) : null;
      if (link && scrollToGuideForm()) event.preventDefault();
    };
    document.addEventListener("click", onClick);
    return () => document.removeEventListener("click", onClick);
  }, []);
}
