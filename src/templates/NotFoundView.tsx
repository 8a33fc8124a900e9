import { useRouteTable } from "../hooks/useRouteTable";
import { figureOf, useSiteFacts, type SiteFactsData } from "../hooks/useSiteFacts";
import { isLiveHref } from "../lib/urls";
import { ButtonLink } from "../components/ui/Button/Button";
import { Container } from "../components/ui/Section/Section";
import { LinkCards } from "../components/ui/LinkCards/LinkCards";
import * as styles from "./NotFoundView.module.scss";

const suggestions = (site: SiteFactsData) => [
  { label: "Home", href: "/", note: "Start again from the home page" },
  { label: "Services", href: "/services", note: "Paid advertising, SEO, conversion and email" },
  { label: "Results", href: "/results", note: "Case studies and client outcomes" },
  {
    label: "Contact",
    href: "/contact",
    note: `Ask us directly: we reply within ${figureOf(site, "business-hours-reply").value} in business hours`,
  },
];

export function NotFoundView() {
  const site = useSiteFacts();
  const routes = useRouteTable();
  return (
    <section className={styles.notFound} aria-labelledby="page-title">
      <Container>
        <p className={styles.code}>Error 404</p>
        <h1 id="page-title">We can't find that page</h1>
        <p className={styles.lead}>
          The link may be old or mistyped. These pages are a good place to pick up from, or call us on{" "}
          <a href={site.phone.href}>{site.phone.display}</a>.
        </p>
        <div className={styles.links}>
          <LinkCards links={suggestions(site).filter((link) => isLiveHref(link.href, routes))} columns={{ md: 2 }} />
        </div>
        <ButtonLink href="/">Back to the home page</ButtonLink>
      </Container>
    </section>
  );
}
