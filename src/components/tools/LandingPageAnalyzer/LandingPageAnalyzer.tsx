import { useMemo, useState } from "react";
import { useDebouncedValue } from "../../../hooks/useDebouncedValue";
import { useRestoreFromQuery, useSyncQuery } from "../../../hooks/useQueryState";
import { EXAMPLE_FACTS, EXAMPLE_HTML } from "../../../lib/tools/examplePage";
import { readPastedHtml } from "../../../lib/tools/extractPageFacts";
import { analyzePage } from "../../../lib/tools/landingPage";
import {
  evaluateFacts,
  factsFromQuery,
  factsToQuery,
  factsToRaw,
  type FactsRaw,
} from "../../../lib/tools/landingPageForm";
import { ChoiceGroup } from "../ToolField/ChoiceGroup";
import { ToolLayout } from "../ToolLayout/ToolLayout";
import { FactsForm } from "./FactsForm";
import { HtmlInput } from "./HtmlInput";
import { PageReportView } from "./PageReportView";

type Mode = "html" | "facts";
const MODES = [
  { value: "html", label: "Paste HTML" },
  { value: "facts", label: "Type key facts" },
];

// Parsing a large page on every keystroke would make typing lag.
const PARSE_DELAY_MS = 250;

/** The landing page analyzer: pasted HTML (never run) or typed facts in, a scored report out. */
export function LandingPageAnalyzer() {
  const [mode, setMode] = useState<Mode>("html");
  const [html, setHtml] = useState(EXAMPLE_HTML);
  const [factsRaw, setFactsRaw] = useState<FactsRaw>(() => factsToRaw(EXAMPLE_FACTS));
  const [fromSharedHtml, setFromSharedHtml] = useState(false);
  const ready = useRestoreFromQuery((params) => {
    const restored = factsFromQuery(params);
    if (!restored) return;
    setMode("facts");
    setFactsRaw(restored.raw);
    setFromSharedHtml(restored.fromHtml);
  });

  const settledHtml = useDebouncedValue(html, PARSE_DELAY_MS);
  const pasted = useMemo(() => readPastedHtml(settledHtml), [settledHtml]);
  const typed = useMemo(() => evaluateFacts(factsRaw), [factsRaw]);
  const facts = mode === "html" ? pasted.facts : typed.facts;
  const report = useMemo(() => (facts ? analyzePage(facts) : null), [facts]);

  const query = useMemo(() => {
    if (mode === "facts") return factsToQuery(factsRaw, fromSharedHtml);
    // The HTML itself is never put in the URL; the facts read from it are.
    return pasted.facts && settledHtml !== EXAMPLE_HTML
      ? factsToQuery(factsToRaw(pasted.facts), true)
      : new URLSearchParams();
  }, [mode, factsRaw, fromSharedHtml, pasted, settledHtml]);
  useSyncQuery(query, ready);

  const changeMode = (next: string) => {
    // Switching to typed facts starts from what the HTML showed, so they can be adjusted.
    if (next === "facts" && mode === "html" && pasted.facts) {
      setFactsRaw(factsToRaw(pasted.facts));
      setFromSharedHtml(false);
    }
    setMode(next === "facts" ? "facts" : "html");
  };

  return (
    <ToolLayout
      id="analyzer"
      ready={ready}
      inputsTitle="Your page"
      inputs={
        <>
          <ChoiceGroup
            name="analyzer-mode"
            legend="How would you like to describe the page?"
            options={MODES}
            value={mode}
            onChange={changeMode}
            inline
          />
          {mode === "html" ? (
            <HtmlInput html={html} onChange={setHtml} error={pasted.error} />
          ) : (
            <FactsForm raw={factsRaw} errors={typed.errors} onChange={setFactsRaw} fromSharedHtml={fromSharedHtml} />
          )}
        </>
      }
      resultsTitle="Your report"
      results={<PageReportView report={report} />}
    />
  );
}
