// The prebuilt bundle of decap-cms-app 3.6 (React and ReactDOM as peers, so it shares the site's React 18):
// the part of its API the editing screen uses. Its own typings describe the newer packages npm installs beside
// it, written for React 19.
declare module "decap-cms-app/dist/decap-cms-app.js" {
  import type { ComponentType } from "react";

  /** Decap keeps entries as Immutable.js values. */
  export interface ImmutableValue {
    get(key: string): unknown;
    getIn(path: ReadonlyArray<string | number>): unknown;
    toJS(): unknown;
  }

  export interface PreviewProps {
    entry: ImmutableValue;
    getAsset: (path: string) => { toString(): string } | undefined;
  }

  export interface CmsApi {
    init(options?: { config?: Record<string, unknown> }): void;
    registerPreviewTemplate(collection: string, component: ComponentType<PreviewProps>): void;
    registerPreviewStyle(href: string): void;
    registerLocale(locale: string, phrases: Record<string, unknown>): void;
    getLocale(locale: string): Record<string, unknown> | undefined;
    registerEventListener(listener: {
      name: "preSave";
      handler: (event: { entry: ImmutableValue; author: unknown }) => unknown;
    }): void;
  }

  const CMS: CmsApi;
  export default CMS;
}
