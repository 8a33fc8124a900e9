import { graphql } from "gatsby";
import { CardGrid } from "../../ui/CardGrid/CardGrid";
import * as styles from "./TeamGrid.module.scss";

export const teamMemberFields = graphql`
  fragment TeamMemberFields on Person {
    slug
    name
    role
    bio
    expertise
  }
`;

const initials = (name: string) =>
  name
    .split(/\s+/)
    .map((part) => part.charAt(0))
    .join("")
    .slice(0, 2);

export function TeamGrid({ members }: { members: readonly Queries.TeamMemberFieldsFragment[] }) {
  return (
    <CardGrid columns={{ lg: 3 }}>
      {members.map((member) => (
        <li key={member.slug} className={styles.card}>
          <span className={styles.avatar} aria-hidden="true">
            {initials(member.name)}
          </span>
          <h3 className={styles.name}>{member.name}</h3>
          <p className={styles.role}>{member.role}</p>
          {member.bio && <p>{member.bio}</p>}
          {member.expertise && (
            <ul className={styles.tags} aria-label={`${member.name}'s expertise`}>
              {member.expertise.map((skill) => (
                <li key={skill}>{skill}</li>
              ))}
            </ul>
          )}
        </li>
      ))}
    </CardGrid>
  );
}
