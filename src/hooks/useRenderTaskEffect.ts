import { useEffect, useLayoutEffect } from "react";

/**
 * An effect that runs in the same task as the render that needs it. Preact, which hydrates the islands, runs a
 * plain effect a frame later, so a key pressed or a click made in that frame would meet the old state (an Escape
 * right after a menu opens, a filter click right after the URL was read). On the server neither kind runs, and
 * React would warn about a layout effect there.
 */
export const useRenderTaskEffect = typeof window === "undefined" ? useEffect : useLayoutEffect;
