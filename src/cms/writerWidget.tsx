import type { ComponentType } from "react";
import type { WidgetControlProps } from "./decap";
import { hasProfile } from "../lib/content/rules";
import type { ContentSnapshot } from "./snapshot";

// An article's author in the editing screen: Decap's own choice of a person (the relation widget), offering only
// the site's writers. Client contacts and guide readers are people too, but an article's writer has a page of their
// own that shows their bio and expertise, which only the team's files hold (the content check's rule). The list is
// read from the site's files as the screen knows them, so a writer saved in this session is offered at once.

/** The widget's name in config.yml (gatsby/cms/config.ts). */
export const WRITER_WIDGET = "article-writer";

/** The names of the people with a writer's page: a bio and expertise. */
export function writerNames(snapshot: ContentSnapshot): string[] {
  return snapshot.files
    .filter((file) => file.type === "Person" && hasProfile(file.data as Parameters<typeof hasProfile>[0]))
    .map((file) => String((file.data as { name?: unknown }).name));
}

/** Decap's relation field, `Relation`, keeping to the writers (its `filters`: one, matched on each person's name). */
export function writerControl(
  snapshot: ContentSnapshot,
  Relation: ComponentType<WidgetControlProps>,
): ComponentType<WidgetControlProps> {
  return function WriterControl(props: WidgetControlProps) {
    const field = (props.field as unknown as { set(key: string, value: unknown): WidgetControlProps["field"] }).set(
      "filters",
      { field: "name", values: writerNames(snapshot) },
    );
    return <Relation {...props} field={field} />;
  };
}
