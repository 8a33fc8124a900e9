// The words a comparison option is rated with (SPEC §3). Kept free of zod so
// components can import it without adding the validator to the browser bundle.

export const ratings = ["excellent", "fast", "cost-effective", "included", "expensive", "slow", "limited"] as const;

export type Rating = (typeof ratings)[number];

/** GraphQL gives ratings back as plain strings; this narrows them for the RatingIcon. */
export function isRating(value: string): value is Rating {
  return (ratings as readonly string[]).includes(value);
}
