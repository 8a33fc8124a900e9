import { serializeJsonLd, type JsonLdBlock } from "../../../lib/jsonLd";

export function JsonLd({ block }: { block: JsonLdBlock }) {
  return (
    <script
      type="application/ld+json"
      id={block.id}
      dangerouslySetInnerHTML={{ __html: serializeJsonLd(block.data) }}
    />
  );
}
