// The Google Ads grader's twelve questions in nine areas, with the answers,
// each answer's score and the fix each question points to. The scoring is in
// adsGrader.ts.

export const gradeAreas = [
  { id: "tracking", label: "Conversion tracking", weight: 20 },
  { id: "structure", label: "Account structure", weight: 12 },
  { id: "landing", label: "Landing pages", weight: 12 },
  { id: "match", label: "Match types", weight: 10 },
  { id: "negatives", label: "Negative keywords", weight: 10 },
  { id: "bidding", label: "Bidding", weight: 10 },
  { id: "quality", label: "Quality Score", weight: 10 },
  { id: "adStrength", label: "Ad strength", weight: 8 },
  { id: "assets", label: "Extensions and assets", weight: 8 },
] as const;

export type AreaId = (typeof gradeAreas)[number]["id"];

export interface GradeOption {
  /** Short value written in the URL. */
  value: string;
  label: string;
  /** 0 to 1. */
  score: number;
}

export interface GradeQuestion {
  id: string;
  area: AreaId;
  question: string;
  options: readonly GradeOption[];
  /** The example answer shown before anyone chooses. */
  example: string;
  fix: { title: string; why: string; how: string };
}

const scale = (
  labels: readonly [string, string, string, string],
  values: readonly [string, string, string, string],
): GradeOption[] => labels.map((label, i) => ({ value: values[i] ?? String(i), label, score: i / 3 }));

export const gradeQuestions: readonly GradeQuestion[] = [
  {
    id: "conversions",
    area: "tracking",
    question: "What do you count as a conversion?",
    options: scale(
      [
        "Nothing is tracked",
        "Clicks or page views",
        "Form submissions and calls",
        "Qualified leads or sales, with values",
      ],
      ["none", "clicks", "leads", "sales"],
    ),
    example: "leads",
    fix: {
      title: "Track the conversions that make you money",
      why: "Smart bidding optimises towards whatever you call a conversion. Page views and clicks teach it to buy cheap, useless traffic.",
      how: "Track form submissions and calls as a minimum, give each a value, and mark only the ones that matter as primary conversions.",
    },
  },
  {
    id: "offline",
    area: "tracking",
    question: "Do you feed sales or qualified leads back into Google Ads?",
    options: scale(
      ["No", "We are planning to", "Enhanced conversions or offline imports, not both", "Both, checked every month"],
      ["no", "planned", "one", "both"],
    ),
    example: "no",
    fix: {
      title: "Send real outcomes back to Google Ads",
      why: "Without them, the platform cannot tell a time-waster from a customer, so bidding stays blind to lead quality.",
      how: "Turn on enhanced conversions, then import qualified leads or sales from your CRM against the click ID (GCLID), weekly at least.",
    },
  },
  {
    id: "campaigns",
    area: "structure",
    question: "How are your campaigns and ad groups organised?",
    options: scale(
      [
        "One campaign for everything",
        "Loosely by product or service",
        "By theme, with tightly grouped keywords",
        "By theme, with budgets split by margin or goal",
      ],
      ["single", "loose", "themed", "goals"],
    ),
    example: "loose",
    fix: {
      title: "Restructure campaigns around themes and goals",
      why: "When unrelated keywords share an ad group, the ads and landing pages cannot match the search, and budget drifts to whatever is cheapest.",
      how: "Group closely related keywords into themed ad groups, and split campaigns where margins, goals or locations differ, so each has its own budget.",
    },
  },
  {
    id: "brand",
    area: "structure",
    question: "Are searches for your brand name in a campaign of their own?",
    options: scale(
      ["No, brand and generic terms are mixed", "Partly", "Yes", "Yes, and brand is excluded from the other campaigns"],
      ["mixed", "partly", "separate", "excluded"],
    ),
    example: "partly",
    fix: {
      title: "Separate brand from non-brand searches",
      why: "Brand searches convert cheaply and flatter the numbers, hiding how well (or badly) the rest of the budget performs.",
      how: "Move brand keywords into their own campaign and add your brand as a negative keyword everywhere else.",
    },
  },
  {
    id: "matchTypes",
    area: "match",
    question: "How do you use keyword match types?",
    options: scale(
      [
        "Broad match everywhere, with manual bidding",
        "Mostly broad, with some phrase match",
        "Phrase and exact match, tightly controlled",
        "Exact and phrase for core terms; broad only with smart bidding and strong negatives",
      ],
      ["broad", "mostly-broad", "controlled", "deliberate"],
    ),
    example: "mostly-broad",
    fix: {
      title: "Choose match types deliberately",
      why: "Broad match without conversion-based bidding and negatives spends on loosely related searches that rarely convert.",
      how: "Use exact and phrase match for proven terms; use broad match only where smart bidding has good conversion data and a negative list guards it.",
    },
  },
  {
    id: "searchTerms",
    area: "negatives",
    question: "How often do you review the search terms report?",
    options: scale(["Never", "Every few months", "Monthly", "Weekly"], ["never", "quarterly", "monthly", "weekly"]),
    example: "quarterly",
    fix: {
      title: "Review search terms every week",
      why: "The search terms report shows what you actually paid for. Irrelevant searches often take 10-20% of spend in accounts nobody reviews.",
      how: "Set a weekly 20-minute slot: add irrelevant searches as negatives and promote the converting ones to keywords.",
    },
  },
  {
    id: "negativeLists",
    area: "negatives",
    question: "Do you use shared negative keyword lists?",
    options: scale(
      [
        "No negatives at all",
        "A few negatives in some campaigns",
        "One shared list",
        "Themed shared lists on every campaign",
      ],
      ["none", "few", "one", "themed"],
    ),
    example: "few",
    fix: {
      title: "Build shared negative keyword lists",
      why: "Terms like 'jobs', 'free' or 'DIY' waste money in every campaign; adding them one campaign at a time always leaves gaps.",
      how: "Create shared lists (jobs, free and DIY, competitors, irrelevant products) and apply them to every relevant campaign.",
    },
  },
  {
    id: "bidStrategy",
    area: "bidding",
    question: "Which bid strategy do your main campaigns use?",
    options: scale(
      [
        "Manual CPC, rarely adjusted",
        "Maximise clicks",
        "Maximise conversions",
        "Target CPA or target ROAS, set from real margins",
      ],
      ["manual", "clicks", "conversions", "targets"],
    ),
    example: "clicks",
    fix: {
      title: "Bid for profit, not clicks",
      why: "Maximise clicks buys traffic, not customers, and rarely adjusted manual bids miss what Google knows about each search.",
      how: "Once tracking is sound and a campaign has about 30 conversions a month, move to maximise conversions, then to a target CPA or ROAS set from your margins.",
    },
  },
  {
    id: "adStrength",
    area: "adStrength",
    question: "What is the usual ad strength of your responsive search ads?",
    options: scale(
      ["Poor, or we do not know", "Average", "Good", "Excellent, with headlines we test"],
      ["poor", "average", "good", "excellent"],
    ),
    example: "average",
    fix: {
      title: "Write stronger responsive search ads",
      why: "Ads rated Poor or Average get fewer impressions and a lower click-through rate, which also drags down Quality Score.",
      how: "Give each ad 10-15 distinct headlines (benefits, proof, offer, the keyword itself) and four descriptions, pin sparingly, and replace the weakest assets monthly.",
    },
  },
  {
    id: "assets",
    area: "assets",
    question: "Which assets (formerly extensions) do your campaigns use?",
    options: scale(
      [
        "None",
        "Sitelinks only",
        "Sitelinks, callouts and structured snippets",
        "All that fit, including call, image and lead form assets",
      ],
      ["none", "sitelinks", "core", "all"],
    ),
    example: "sitelinks",
    fix: {
      title: "Add every relevant asset",
      why: "Assets make ads larger and more useful, and Google counts them in Ad Rank, so they lift click-through rate at no extra cost per click.",
      how: "Add at least four sitelinks, four callouts, structured snippets, a call asset if you take calls, and image assets where eligible.",
    },
  },
  {
    id: "landingPages",
    area: "landing",
    question: "Where do your ads send visitors?",
    options: scale(
      [
        "The home page",
        "General service pages",
        "A dedicated landing page for each theme",
        "Dedicated, fast landing pages we test regularly",
      ],
      ["home", "service", "dedicated", "tested"],
    ),
    example: "service",
    fix: {
      title: "Send each ad group to a page made for it",
      why: "A page that repeats the searcher's words, loads fast and asks for one action converts far better than a home page, and raises Quality Score.",
      how: "Build a landing page per theme with the keyword in the headline, proof near the top, one clear call to action and a short form; then A/B test it.",
    },
  },
  {
    id: "qualityScore",
    area: "quality",
    question: "What is the average Quality Score of your main keywords?",
    options: scale(["We do not know", "1-4", "5-6", "7-10"], ["unknown", "low", "mid", "high"]),
    example: "mid",
    fix: {
      title: "Raise Quality Score on your main keywords",
      why: "Quality Score reflects expected click-through rate, ad relevance and landing page experience; low scores mean paying more for each click.",
      how: "Add the Quality Score columns, then fix the weakest component for your highest-spend keywords: tighter ad groups, closer ad copy, better landing pages.",
    },
  },
];
