import type { HeadProps } from "gatsby";
import { NotFoundView } from "../templates/NotFoundView";
import { Seo } from "../components/layout/Seo/Seo";

// A one-off page outside the route table: static hosts serve 404.html for unknown URLs.
export default function NotFoundPage() {
  return <NotFoundView />;
}

export function Head({ location }: HeadProps) {
  return (
    <Seo
      title="We can't find that page"
      description="The page you were looking for has moved or no longer exists. Find our services, results and contact details from here."
      pathname={location.pathname}
      noindex
    />
  );
}
