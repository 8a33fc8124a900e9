// Pure, typed JSON-LD builders, one module per schema family. Each block carries a stable @id so blocks on
// one page can point at each other and never clash. Pages import from here.

export { ldIds, serializeJsonLd, type JsonLdBlock } from "./core";
export {
  contactPoint,
  contactPointLd,
  openingHoursSpecification,
  organizationLd,
  postalAddress,
  websiteLd,
  type SiteIdentity,
} from "./site";
export { breadcrumbLd, webPageLd, type PageIdentity } from "./page";
export {
  articleId,
  articleLd,
  articleListLd,
  articlesShownLd,
  personId,
  personLd,
  type ArticleIdentity,
  type AuthorIdentity,
} from "./article";
export { serviceCatalogLd, serviceLd, servicePageLd, type CatalogCategory } from "./services";
export { faqPageLd } from "./faq";
export { jobPostingLd, type JobRoleInput } from "./jobs";
export { caseStudyListLd, downloadListLd, itemListLd, type ListEntry } from "./lists";
export { definedTermSetLd, type DefinedTermInput } from "./glossary";
export { webApplicationLd, type FreeToolIdentity } from "./webApplication";
