import { startTransition, type ReactElement } from "react";
import { hydrateRoot } from "react-dom/client";
import "./src/styles/global.scss";

export { wrapPageElement } from "./src/components/layout/Layout/wrapPageElement";

// Hydration as a transition: React works through it in slices of a few milliseconds and yields between
// them, so a visitor's tap is never held behind one long task while the page becomes interactive.
export const replaceHydrateFunction = () => (element: ReactElement, container: Element) => {
  startTransition(() => {
    hydrateRoot(container, element);
  });
};
