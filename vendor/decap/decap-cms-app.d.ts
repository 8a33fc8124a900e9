// The part of the prebuilt decap-cms-app 3.6 bundle's API (README.md beside it) that the editing screen uses.
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

declare const CMS: CmsApi;
export default CMS;
