// UI copy shared by every tool page (not editorial content).

/** The name of the list of what a tool does, above the tool: the features its card lists. */
export const FEATURES_LABEL = "What the tool does";

/** Shown only when JavaScript is off: the prerendered tool still shows its example. */
export const NOSCRIPT_NOTE =
  "This tool works in your browser and needs JavaScript to respond to your changes. With JavaScript off you can still read the example below, worked out from sample figures.";

/**
 * Shown when JavaScript is on but the tool's script has still not started a few seconds after the page appeared
 * (it is slow, or could not load): the fields stay disabled until it starts, so they are never silently dead.
 */
export const NOT_STARTED_NOTE =
  "This tool has not started yet: its script is still loading, or could not load. Until it starts, its fields cannot be changed and the results show a worked example. Reloading the page may help.";

/**
 * Shown while a tool's inputs are too long to keep in the page address (src/hooks/useQueryState.ts): the address
 * then holds none of them, so a link or bookmark opens the tool as it first appears.
 */
export const ADDRESS_FULL_NOTE =
  "What you have entered is too long to keep in the page address, so a link to this page will not bring it back. The results still update as you make changes.";
