// property-information 5 (the version hast-util-to-html 7 and hast-util-from-parse5 6 use) ships no types: the two
// entries src/lib/htmlTree.ts reads.
declare module "property-information/find" {
  /** What a hast property or HTML attribute is: its attribute's name, and how a list value is written. */
  export default function find(schema: unknown, name: string): { attribute: string; commaSeparated?: boolean };
}
declare module "property-information/html" {
  const html: unknown;
  export default html;
}
