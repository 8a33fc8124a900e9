import type { RoiField } from "../../../lib/tools/roi";

// The calculator's field labels and hints (UI copy, not page content).
export const roiFieldCopy: Record<RoiField, { label: string; hint: string; prefix?: string; suffix?: string }> = {
  adSpend: {
    label: "Monthly ad spend (£)",
    hint: "What you pay Google, Meta or other platforms in a month.",
    prefix: "£",
  },
  costPerClick: { label: "Average cost per click (£)", hint: "Avg. CPC in your ad account.", prefix: "£" },
  conversionRate: {
    label: "Conversion rate (%)",
    hint: "The share of clicks that become a lead or an order.",
    suffix: "%",
  },
  closeRate: {
    label: "Close rate (%)",
    hint: "The share of leads that become customers. Use 100 for online orders.",
    suffix: "%",
  },
  orderValue: {
    label: "Average order or customer value (£)",
    hint: "Revenue from one new customer or order.",
    prefix: "£",
  },
  grossMargin: {
    label: "Gross margin (%)",
    hint: "What is left of revenue after the cost of the goods or service.",
    suffix: "%",
  },
  agencyFee: { label: "Monthly agency or management fee (£)", hint: "Use 0 if you run the ads yourself.", prefix: "£" },
};
