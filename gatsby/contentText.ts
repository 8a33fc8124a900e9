import type { CreateResolversArgs } from "gatsby";
import type { GraphQLFieldResolver } from "graphql";
import { ageFactsOf, fillAgeFactsIn, type AgeFacts } from "../src/lib/siteAge";
import { siteContent } from "./content/readContent";
import { contentTypeDefs } from "./createSchemaCustomization";

// Every text field of the content, and every markdown body's HTML, is read through GraphQL with its age
// placeholders filled ({years}, {founded}, {year}: src/lib/siteAge.ts), so the pages, their metadata and their
// JSON-LD all say what the founding year and the build date make true. The nodes keep the text as written.

type Resolver = GraphQLFieldResolver<unknown, unknown>;

function ageFacts(): AgeFacts {
  const facts = ageFactsOf(siteContent().checked);
  // The content check has stopped the build before any query when site.json is missing or wrong.
  if (!facts) throw new Error("content/site.json is missing");
  return facts;
}

const filled = (): { resolve: Resolver } => ({
  resolve: async (source, args, context, info) => {
    const original = (info as unknown as { originalResolver: Resolver }).originalResolver;
    return fillAgeFactsIn(await original(source, args, context, info), ageFacts());
  },
});

/** The text fields of every content type, and the HTML of markdown bodies, with the age placeholders filled. */
export const createTextResolvers = ({ createResolvers: create }: CreateResolversArgs): void => {
  const { textFields } = contentTypeDefs();
  const resolvers: Record<string, Record<string, { resolve: Resolver }>> = {
    MarkdownRemark: { html: filled() },
  };
  for (const { type, field } of textFields) (resolvers[type] ??= {})[field] = filled();
  create(resolvers);
};
