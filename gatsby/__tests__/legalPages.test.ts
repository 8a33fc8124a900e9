import type { CreateNodeArgs, Node } from "gatsby";
import { createLegalPageNode, LEGAL_TYPE } from "../legalPages";

// The onCreateNode step in isolation: Gatsby's actions are recorded, not run.

function argsFor(relativePath: string, frontmatter: Record<string, unknown>) {
  const file = { id: "file-1", relativePath, internal: { type: "File" } } as unknown as Node;
  const markdown = {
    id: "md-1",
    parent: "file-1",
    frontmatter,
    internal: { type: "MarkdownRemark", contentDigest: "abc" },
  } as unknown as Node;
  const createNode = jest.fn();
  const createParentChildLink = jest.fn();
  const args = {
    node: markdown,
    getNode: (id: string) => (id === "file-1" ? file : undefined),
    actions: { createNode, createParentChildLink },
    createNodeId: (seed: string) => `id:${seed}`,
    createContentDigest: (input: unknown) => JSON.stringify(input),
  } as unknown as CreateNodeArgs;
  return { args, createNode, createParentChildLink, markdown };
}

const frontmatter = {
  title: "Website Terms of Use",
  description: "The terms for using our website: how you may use its content and the law that applies to it.",
  lastUpdated: "2026-11-21",
};

describe("createLegalPageNode", () => {
  it("makes a LegalPage child node holding the checked front matter of content/legal/*.md", () => {
    const { args, createNode, createParentChildLink, markdown } = argsFor("legal/terms.md", {
      ...frontmatter,
      stray: 1,
    });
    createLegalPageNode(args);
    expect(createNode).toHaveBeenCalledTimes(1);
    const node = createNode.mock.calls[0][0];
    expect(node).toMatchObject({ ...frontmatter, parent: "md-1", internal: { type: LEGAL_TYPE } });
    expect(node).not.toHaveProperty("stray");
    expect(createParentChildLink).toHaveBeenCalledWith({ parent: markdown, child: node });
  });

  it("leaves other markdown, such as blog posts, alone", () => {
    const { args, createNode } = argsFor("blog/some-post.md", frontmatter);
    createLegalPageNode(args);
    expect(createNode).not.toHaveBeenCalled();
  });
});
