import { useEffect, useState } from "react";
import { isScrolled } from "../lib/headerState";

/** True once the window is scrolled past the header threshold. */
export function useScrolled(): boolean {
  const [scrolled, setScrolled] = useState(false);
  useEffect(() => {
    let frame = 0;
    const update = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => setScrolled(isScrolled(window.scrollY)));
    };
    setScrolled(isScrolled(window.scrollY));
    window.addEventListener("scroll", update, { passive: true });
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener("scroll", update);
    };
  }, []);
  return scrolled;
}
