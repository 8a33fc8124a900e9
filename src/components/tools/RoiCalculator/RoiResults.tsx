import { formatCount, formatGbp, formatMultiple, formatPercent } from "../../../lib/tools/format";
import { roiSummary, type RoiEvaluation, type RoiInputs, type RoiResult } from "../../../lib/tools/roi";
import { BarChart } from "../../ui/BarChart/BarChart";
import { LiveStatus } from "../../ui/LiveStatus/LiveStatus";
import { FigureList } from "../ToolLayout/FigureList";

export const ROI_INVALID =
  "Some figures need fixing before the results can update: see the messages beside the fields.";

const maybe = (value: number | null, format: (n: number) => string, none = "n/a") =>
  value === null ? none : format(value);

export function RoiResults({ evaluation }: { evaluation: RoiEvaluation }) {
  const { inputs, result } = evaluation;
  return (
    <>
      <LiveStatus message={inputs && result ? roiSummary(inputs, result) : ROI_INVALID} problem={!result} />
      {inputs && result && <RoiFigures inputs={inputs} result={result} />}
    </>
  );
}

function RoiFigures({ inputs, result }: { inputs: RoiInputs; result: RoiResult }) {
  const profitable = result.netProfit >= 0;
  return (
    <>
      <FigureList
        figures={[
          {
            label: "Revenue",
            value: formatGbp(result.revenue),
            note: `${formatCount(result.customers)} customers from ${formatCount(result.leads)} leads`,
          },
          { label: "Gross profit", value: formatGbp(result.grossProfit), note: "Revenue × gross margin" },
          {
            label: "Net profit",
            value: formatGbp(result.netProfit),
            note: "After ad spend and fee",
            tone: profitable ? "positive" : "negative",
          },
          { label: "ROAS", value: maybe(result.roas, formatMultiple), note: "Revenue ÷ ad spend" },
          {
            label: "ROI",
            value: maybe(result.roi, formatPercent),
            note: "Net profit ÷ (ad spend + fee)",
            tone: profitable ? "positive" : "negative",
          },
          {
            label: "Break-even ROAS",
            value: maybe(result.breakEvenRoas, formatMultiple, "Not reachable"),
            note: "The ROAS at which net profit is £0",
          },
          { label: "Cost per lead", value: maybe(result.costPerLead, formatGbp), note: "Ad spend ÷ leads" },
          {
            label: "Cost per customer",
            value: maybe(result.costPerCustomer, formatGbp),
            note: "(Ad spend + fee) ÷ customers",
          },
        ]}
      />
      <BarChart
        title="Your month at a glance"
        bars={[
          { label: "Ad spend", value: inputs.adSpend, text: formatGbp(inputs.adSpend), tone: "cost" },
          { label: "Agency fee", value: inputs.agencyFee, text: formatGbp(inputs.agencyFee), tone: "cost" },
          { label: "Revenue", value: result.revenue, text: formatGbp(result.revenue), tone: "income" },
          { label: "Gross profit", value: result.grossProfit, text: formatGbp(result.grossProfit), tone: "income" },
          {
            label: "Net profit",
            value: result.netProfit,
            text: formatGbp(result.netProfit),
            tone: profitable ? "profit" : "loss",
          },
        ]}
      />
    </>
  );
}
