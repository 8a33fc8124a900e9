// UI copy shared by every tool page (not editorial content).

/** Shown only when JavaScript is off: the prerendered tool still shows its example. */
export const NOSCRIPT_NOTE =
  "This tool works in your browser and needs JavaScript to respond to your changes. With JavaScript off you can still read the example below, worked out from sample figures.";
