import { graphql } from "gatsby";
import { Check } from "lucide-react";
import { enquiryHref } from "../../../lib/enquiryTopic";
import { ButtonLink } from "../../ui/Button/Button";
import { Card } from "../../ui/CardGrid/Card";
import { CardGrid } from "../../ui/CardGrid/CardGrid";
import * as styles from "./PartnerTypes.module.scss";

export const partnerTypeFields = graphql`
  fragment PartnerTypeFields on PartnerType {
    title
    reward
    description
    benefits
    ideal
  }
`;

interface PartnerTypesProps {
  items: readonly Queries.PartnerTypeFieldsFragment[];
  apply: { label: string; href: string };
}

/** Ways to partner: the reward, what is included and who each suits, each applying through the enquiry form with its type chosen. */
export function PartnerTypes({ items, apply }: PartnerTypesProps) {
  return (
    <CardGrid columns={{ lg: 3 }}>
      {items.map((type) => (
        <Card key={type.title} className={styles.card}>
          <h3 className={styles.title}>{type.title}</h3>
          <p className={styles.reward}>{type.reward}</p>
          <p>{type.description}</p>
          <ul className={styles.benefits}>
            {type.benefits.map((benefit) => (
              <li key={benefit}>
                <Check aria-hidden="true" size={16} />
                {benefit}
              </li>
            ))}
          </ul>
          <p className={styles.ideal}>
            <strong>Ideal for:</strong> {type.ideal}
          </p>
          <ButtonLink
            href={enquiryHref(apply.href, "partnership", type.title)}
            variant="secondary"
            className={styles.apply}
          >
            {apply.label}
            <span className={styles.visuallyHidden}>: {type.title}</span>
          </ButtonLink>
        </Card>
      ))}
    </CardGrid>
  );
}
