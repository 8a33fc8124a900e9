import { graphql } from "gatsby";
import type { ReactNode } from "react";
import { useSiteFacts } from "../../../hooks/useSiteFacts";
import { savedName, type DownloadFile } from "../../../lib/downloads";

export const downloadFileFields = graphql`
  fragment DownloadFileFields on Download {
    title
    path
    format
    mediaType
    pages
    bytes
  }
`;

/**
 * A plain link to a file the build made, so it works without JavaScript: the browser saves it under the brand's
 * and the document's name, and the link says what kind of file it is.
 */
export function DownloadLink({
  file,
  className,
  children,
}: {
  file: DownloadFile;
  className?: string;
  children: ReactNode;
}) {
  const { brand } = useSiteFacts();
  return (
    <a
      href={file.path}
      download={savedName(brand, file.title, file.format)}
      type={file.mediaType}
      className={className}
    >
      {children}
    </a>
  );
}
