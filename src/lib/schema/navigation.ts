import { z } from "zod";
import { named } from "./graphqlHints";
import { href, link, text } from "./shared";

export const menuItem = named("MenuItem", z.object({ name: text, href, desc: text }));

export const navigationSchema = z.object({
  header: named(
    "HeaderNavigation",
    z.object({
      groups: z.array(named("MenuGroup", z.object({ name: text, items: z.array(menuItem).min(1) }))).min(1),
      /** The link to the site search, beside the menus and at the top of the mobile menu. */
      search: link,
      cta: link,
    }),
  ),
  footer: named(
    "FooterNavigation",
    z.object({
      groups: z.array(named("LinkGroup", z.object({ title: text, links: z.array(link).min(1) }))).min(1),
      legal: z.array(link).min(1),
    }),
  ),
});

export type Navigation = z.infer<typeof navigationSchema>;
export type MenuItem = z.infer<typeof menuItem>;
