import type { CreateResolversArgs } from "gatsby";
import type { GraphQLFieldResolver } from "graphql";
import { fillTextIn, textFactsOf, type TextFacts } from "../src/lib/siteText";
import { siteContent } from "./content/readContent";
import { contentTypeDefs } from "./createSchemaCustomization";

// Every text field of the content, and every markdown body, is read through GraphQL with its
// placeholders filled (the agency's age and site.json's figures: src/lib/siteText.ts), so the pages, their metadata and their
// JSON-LD all say what the founding year and the build date make true. The nodes keep the text as written.

type Resolver = GraphQLFieldResolver<unknown, unknown>;

function textFacts(): TextFacts {
  const facts = textFactsOf(siteContent().checked);
  // The content check has stopped the build before any query when site.json is missing or wrong.
  if (!facts) throw new Error("content/site.json is missing");
  return facts;
}

const filled = (): { resolve: Resolver } => ({
  resolve: async (source, args, context, info) => {
    const original = (info as unknown as { originalResolver: Resolver }).originalResolver;
    return fillTextIn(await original(source, args, context, info), textFacts());
  },
});

/** The text fields of every content type, and the markdown bodies, with their placeholders filled. */
export const createTextResolvers = ({ createResolvers: create }: CreateResolversArgs): void => {
  const { textFields } = contentTypeDefs();
  const resolvers: Record<string, Record<string, { resolve: Resolver }>> = {
    MarkdownRemark: { rawMarkdownBody: filled() },
    LegalPage: { body: filled() },
  };
  for (const { type, field } of textFields) (resolvers[type] ??= {})[field] = filled();
  create(resolvers);
};
