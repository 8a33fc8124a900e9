import { blogCopy, type ArchivePage, type BlogPostSummary } from "../lib/blog";
import { ArchiveHeader, ArticleList } from "../components/blog/ArticleList/ArticleList";
import { Portrait } from "../components/ui/Portrait/Portrait";
import * as styles from "./BlogAuthorView.module.scss";

export type BlogAuthorData = NonNullable<Queries.BlogAuthorPageQuery["person"]>;

/**
 * An author's page: who they are (their portrait, role, bio, expertise), then their articles,
 * newest first, a page at a time.
 */
export function BlogAuthorView({
  person,
  posts,
  total,
  archive,
  pathname,
}: {
  person: BlogAuthorData;
  posts: readonly BlogPostSummary[];
  /** How many articles they have written, over every page. */
  total: number;
  archive: ArchivePage;
  pathname: string;
}) {
  return (
    <>
      <ArchiveHeader pathname={pathname} title={person.name}>
        <div className={styles.profile}>
          <Portrait name={person.name} portrait={person.portrait} size="lg" />
          <div>
            <p className={styles.role}>{person.role}</p>
            {person.bio && <p className={styles.bio}>{person.bio}</p>}
          </div>
        </div>
        {person.expertise && (
          <>
            <h2 className={styles.expertiseTitle}>{blogCopy.expertise}</h2>
            <ul className={styles.expertise}>
              {person.expertise.map((skill) => (
                <li key={skill}>{skill}</li>
              ))}
            </ul>
          </>
        )}
      </ArchiveHeader>
      <ArticleList title={`${blogCopy.authorArticles} ${person.name}`} total={total} posts={posts} archive={archive} />
    </>
  );
}
