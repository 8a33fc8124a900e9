import { graphql } from "gatsby";
import { useRouteTable } from "../../../hooks/useRouteTable";
import { authorPath } from "../../../lib/blog";
import { isLiveHref } from "../../../lib/urls";
import { CardGrid } from "../../ui/CardGrid/CardGrid";
import { Portrait } from "../../ui/Portrait/Portrait";
import { SiteLink } from "../../ui/SiteLink/SiteLink";
import * as styles from "./TeamGrid.module.scss";

export const teamMemberFields = graphql`
  fragment TeamMemberFields on Person {
    slug
    name
    role
    bio
    expertise
    portrait {
      ...PortraitFields
    }
  }
`;

/** The team, each with their role, bio and expertise; a member who writes for the blog links to their author page. */
export function TeamGrid({ members }: { members: readonly Queries.TeamMemberFieldsFragment[] }) {
  const routes = useRouteTable();
  return (
    <CardGrid columns={{ lg: 3 }}>
      {members.map((member) => (
        <li key={member.slug} className={styles.card}>
          <Portrait name={member.name} portrait={member.portrait} className={styles.avatar} />
          <h3 className={styles.name}>
            {isLiveHref(authorPath(member.slug), routes) ? (
              <SiteLink href={authorPath(member.slug)}>{member.name}</SiteLink>
            ) : (
              member.name
            )}
          </h3>
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
