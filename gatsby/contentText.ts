import type { CreateResolversArgs } from "gatsby";
import type { GraphQLFieldResolver } from "graphql";
import { filledAsContent } from "./content/readContent";
import { contentTypeDefs } from "./createSchemaCustomization";

// Every text field of the content, and every markdown body, is read through GraphQL with its
// placeholders filled (the agency's age and site.json's figures: src/lib/siteText.ts) by the function that fills the
// build's reading of content/ (filledAsContent), so the pages, their metadata and their JSON-LD say what the
// founding year and the build date make true, as the feed, llms.txt and the share cards do. The nodes keep the text
// as written.

type Resolver = GraphQLFieldResolver<unknown, unknown>;

const filled = (): { resolve: Resolver } => ({
  resolve: async (source, args, context, info) => {
    const original = (info as unknown as { originalResolver: Resolver }).originalResolver;
    return filledAsContent(await original(source, args, context, info));
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
