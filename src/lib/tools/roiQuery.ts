import { readParam } from "./queryState";
import { roiDefaults, roiFields, type RoiRaw } from "./roi";

// The ROI calculator's inputs in the URL query (queryState.ts).

export function roiToQuery(raw: RoiRaw): URLSearchParams {
  const params = new URLSearchParams();
  for (const field of roiFields) if (raw[field] !== roiDefaults[field]) params.set(field, raw[field]);
  return params;
}

export function roiFromQuery(params: URLSearchParams): RoiRaw {
  return Object.fromEntries(
    roiFields.map((field) => [field, readParam(params, field) ?? roiDefaults[field]]),
  ) as RoiRaw;
}
