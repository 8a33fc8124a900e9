import type { JobPosting, WithContext } from "schema-dts";
import { slugify } from "../slug";
import { escapeHtml } from "../text";
import { assetUrl, canonicalUrl } from "../urls";
import { CONTEXT } from "./core";
import { postalAddress, type SiteIdentity } from "./site";

// The careers page's open roles.

export interface JobRoleInput {
  title: string;
  department: string;
  type: string;
  description: string;
  requirements: readonly string[];
  datePosted: string;
  validThrough?: string | null;
}

const EMPLOYMENT_TYPES: Record<string, string> = {
  "Full-time": "FULL_TIME",
  "Part-time": "PART_TIME",
  Contract: "CONTRACTOR",
  Internship: "INTERN",
};

/** One open role as a JobPosting, located at the London office. Google reads `description` as HTML. */
export function jobPostingLd(site: SiteIdentity, pageUrl: string, role: JobRoleInput): WithContext<JobPosting> {
  const requirements = role.requirements.map((item) => `<li>${escapeHtml(item)}</li>`).join("");
  return {
    "@context": CONTEXT,
    "@type": "JobPosting",
    "@id": `${pageUrl}#job-${slugify(role.title)}`,
    title: role.title,
    description: `<p>${escapeHtml(role.description)}</p><p>What you'll need:</p><ul>${requirements}</ul>`,
    datePosted: role.datePosted,
    ...(role.validThrough ? { validThrough: role.validThrough } : {}),
    employmentType: EMPLOYMENT_TYPES[role.type] ?? "OTHER",
    occupationalCategory: role.department,
    // Google reads hiringOrganization inside the posting, so it is written out in full rather than
    // referenced by the Organization block's @id (one node per @id on the page).
    hiringOrganization: {
      "@type": "Organization",
      name: site.brand,
      url: canonicalUrl(site.siteUrl, "/"),
      sameAs: canonicalUrl(site.siteUrl, "/"),
      logo: assetUrl(site.siteUrl, "/logo.png"),
      address: postalAddress(site),
    },
    jobLocation: { "@type": "Place", address: postalAddress(site) },
    url: `${pageUrl}#open-roles`,
  };
}
