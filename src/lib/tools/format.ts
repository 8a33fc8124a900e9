// How the tools write numbers: British English, pounds sterling.

const gbpWhole = new Intl.NumberFormat("en-GB", { style: "currency", currency: "GBP", maximumFractionDigits: 0 });
const gbpPence = new Intl.NumberFormat("en-GB", {
  style: "currency",
  currency: "GBP",
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});
const whole = new Intl.NumberFormat("en-GB", { maximumFractionDigits: 0 });
const oneDecimal = new Intl.NumberFormat("en-GB", { maximumFractionDigits: 1 });

/** "£40,000"; amounts under £100 keep their pence ("£2.17"). Negative amounts read "-£1,500". */
export function formatGbp(amount: number): string {
  // Math.round first, so -0.4 never prints as "-£0".
  if (Math.abs(amount) >= 100) return gbpWhole.format(Math.round(amount) || 0);
  return gbpPence.format(Math.round(amount * 100) / 100 || 0);
}

/** "3,333" */
export function formatCount(value: number): string {
  return whole.format(Math.round(value) || 0);
}

/** A share written as a percentage: 2.69 → "269%", 0.125 → "12.5%". */
export function formatPercent(share: number): string {
  return `${oneDecimal.format(share * 100 || 0)}%`;
}

/** Return on ad spend as a multiple: 8 → "8.00x". */
export function formatMultiple(value: number): string {
  return `${value.toLocaleString("en-GB", { minimumFractionDigits: 2, maximumFractionDigits: 2 })}x`;
}
