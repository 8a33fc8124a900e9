import { graphql } from "gatsby";
import { Clock, MapPin } from "lucide-react";
import { enquiryHref } from "../../../lib/enquiryTopic";
import { ButtonLink } from "../../ui/Button/Button";
import { Card } from "../../ui/CardGrid/Card";
import { CardGrid } from "../../ui/CardGrid/CardGrid";
import * as styles from "./JobRoles.module.scss";

export const jobRoleFields = graphql`
  fragment JobRoleFields on JobRole {
    title
    department
    location
    type
    description
    requirements
    datePosted
    validThrough
  }
`;

interface JobRolesProps {
  items: readonly Queries.JobRoleFieldsFragment[];
  apply: { label: string; href: string };
}

/** Open roles: what the job is, where, and what it needs, each with a way to apply that opens the enquiry form with the role chosen. */
export function JobRoles({ items, apply }: JobRolesProps) {
  return (
    <CardGrid columns={{ lg: 3 }}>
      {items.map((role) => (
        <Card key={role.title} className={styles.card}>
          <p className={styles.department}>{role.department}</p>
          <h3 className={styles.title}>{role.title}</h3>
          <ul className={styles.facts} aria-label="Role details">
            <li>
              <MapPin aria-hidden="true" size={16} />
              {role.location}
            </li>
            <li>
              <Clock aria-hidden="true" size={16} />
              {role.type}
            </li>
          </ul>
          <p>{role.description}</p>
          <h4 className={styles.subTitle}>What you'll need</h4>
          <ul className={styles.requirements}>
            {role.requirements.map((requirement) => (
              <li key={requirement}>{requirement}</li>
            ))}
          </ul>
          <ButtonLink href={enquiryHref(apply.href, "careers", role.title)} className={styles.apply}>
            {apply.label}
            <span className={styles.visuallyHidden}>: {role.title}</span>
          </ButtonLink>
        </Card>
      ))}
    </CardGrid>
  );
}
