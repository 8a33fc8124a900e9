import { formatCount, formatGbp, formatMultiple, formatPercent } from "./format";
import { checkFields, ratio, type NumberRule } from "./numbers";

// The ROI calculator's model: spend buys clicks, a share of clicks become
// leads (or orders), a share of leads become customers, and each customer is
// worth the average order or lead value at the given gross margin. The
// agency fee is a fixed monthly cost on top of the ad spend.

export const roiFields = [
  "adSpend",
  "costPerClick",
  "conversionRate",
  "closeRate",
  "orderValue",
  "grossMargin",
  "agencyFee",
] as const;
export type RoiField = (typeof roiFields)[number];
export type RoiInputs = Record<RoiField, number>;
export type RoiRaw = Record<RoiField, string>;

export const roiRules: Record<RoiField, NumberRule> = {
  adSpend: { noun: "monthly ad spend", min: 0, max: 100_000_000 },
  costPerClick: { noun: "average cost per click", min: 0.01, max: 10_000 },
  conversionRate: { noun: "conversion rate", min: 0, max: 100 },
  closeRate: { noun: "close rate", min: 0, max: 100 },
  orderValue: { noun: "average order or lead value", min: 0, max: 10_000_000 },
  grossMargin: { noun: "gross margin", min: 0, max: 100 },
  agencyFee: { noun: "monthly agency fee", min: 0, max: 10_000_000 },
};

/** A typical UK lead-generation account, shown before anyone types. */
export const roiDefaults: RoiRaw = {
  adSpend: "5000",
  costPerClick: "1.50",
  conversionRate: "4",
  closeRate: "25",
  orderValue: "1200",
  grossMargin: "60",
  agencyFee: "1500",
};

export interface RoiResult {
  clicks: number;
  leads: number;
  customers: number;
  revenue: number;
  grossProfit: number;
  /** Gross profit less ad spend and agency fee. */
  netProfit: number;
  /** Ad spend plus agency fee. */
  totalCost: number;
  /** Revenue ÷ ad spend; null without ad spend. */
  roas: number | null;
  /** Net profit ÷ total cost; null when nothing is spent. */
  roi: number | null;
  /**
   * The ROAS at which net profit is zero: (ad spend + fee) ÷ (ad spend × margin).
   * Null when there is no ad spend or no margin, so no ROAS can break even.
   */
  breakEvenRoas: number | null;
  costPerLead: number | null;
  costPerCustomer: number | null;
}

/** The month's figures from valid inputs (percentages as typed: 4 means 4%). */
export function calculateRoi(inputs: RoiInputs): RoiResult {
  const clicks = ratio(inputs.adSpend, inputs.costPerClick) ?? 0;
  const leads = clicks * (inputs.conversionRate / 100);
  const customers = leads * (inputs.closeRate / 100);
  const revenue = customers * inputs.orderValue;
  const grossProfit = revenue * (inputs.grossMargin / 100);
  const totalCost = inputs.adSpend + inputs.agencyFee;
  const netProfit = grossProfit - totalCost;
  return {
    clicks,
    leads,
    customers,
    revenue,
    grossProfit,
    netProfit,
    totalCost,
    roas: ratio(revenue, inputs.adSpend),
    roi: ratio(netProfit, totalCost),
    breakEvenRoas: ratio(totalCost, inputs.adSpend * (inputs.grossMargin / 100)),
    costPerLead: ratio(inputs.adSpend, leads),
    costPerCustomer: ratio(totalCost, customers),
  };
}

export interface RoiEvaluation {
  errors: Partial<Record<RoiField, string>>;
  inputs: RoiInputs | null;
  result: RoiResult | null;
}

/** What the form shows: a message for every invalid field, or the results. */
export function evaluateRoi(raw: RoiRaw): RoiEvaluation {
  const { values, errors } = checkFields(raw, roiRules);
  if (!values) return { errors, inputs: null, result: null };
  // Every ROI field is required, so no value is null here.
  const inputs = Object.fromEntries(roiFields.map((field) => [field, values[field] ?? 0])) as RoiInputs;
  return { errors, inputs, result: calculateRoi(inputs) };
}

/** The results in a few plain sentences. */
export function roiSummary(inputs: RoiInputs, result: RoiResult): string {
  if (inputs.adSpend === 0) {
    return `With no ad spend there are no clicks or sales to measure${inputs.agencyFee > 0 ? `, and the ${formatGbp(inputs.agencyFee)} fee is a monthly loss` : ""}.`;
  }
  const funnel =
    `At ${formatGbp(inputs.adSpend)} a month, about ${formatCount(result.clicks)} clicks become ` +
    `${formatCount(result.leads)} leads and ${formatCount(result.customers)} customers, ` +
    `bringing in ${formatGbp(result.revenue)} in revenue.`;
  const roas =
    result.roas === null
      ? ""
      : ` Each £1 of ad spend returns ${formatGbp(result.roas)} in revenue (ROAS ${formatMultiple(result.roas)}).`;
  const outcome =
    result.netProfit >= 0
      ? ` After your margin, the ad spend and the fee you keep ${formatGbp(result.netProfit)} a month${result.roi === null ? "" : `, an ROI of ${formatPercent(result.roi)}`}.`
      : ` After your margin, the ad spend and the fee you lose ${formatGbp(-result.netProfit)} a month.`;
  const breakEven =
    result.breakEvenRoas === null
      ? " With a 0% gross margin no level of sales covers the costs."
      : ` You break even at a ROAS of ${formatMultiple(result.breakEvenRoas)}.`;
  return `${funnel}${roas}${outcome}${breakEven}`;
}
