import type { ComponentType } from "react";
import CMS from "decap-cms-app";

// The editing screen's Decap, installed from npm as decap-cms-app and bundled by esbuild with the site's React, and
// the parts of its types the screen uses.

export default CMS;

/** What Decap hands a preview template: the entry, and its assets by path. */
export type PreviewProps =
  Parameters<typeof CMS.registerPreviewTemplate>[1] extends ComponentType<infer Props> ? Props : never;

/** What Decap hands a widget's control, as its types have it. */
export type WidgetControlProps =
  Exclude<Parameters<typeof CMS.registerWidget>[1], string | undefined> extends ComponentType<infer Props>
    ? Props
    : never;

/** Decap keeps entries as Immutable.js values. */
export interface ImmutableValue {
  get(key: string): unknown;
  getIn(path: ReadonlyArray<string | number>): unknown;
  toJS(): unknown;
}

type Config = Parameters<typeof CMS.init>[0] extends { config: infer Whole } | undefined ? Whole : never;

/** Starts the screen with `settings` merged over config.yml's, as Decap merges them (its type asks for all of them). */
export const initOver = (settings: Partial<Config>): void => CMS.init({ config: settings as Config });
