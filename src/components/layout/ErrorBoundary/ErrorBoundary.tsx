import { Component, type ErrorInfo, type ReactNode } from "react";
import { SiteLink } from "../../ui/SiteLink/SiteLink";
import * as styles from "./ErrorBoundary.module.scss";

/** SPEC §8: the text shown when rendering a page fails. */
export const UNEXPECTED_ERROR = "Unexpected Application Error!";

interface State {
  failed: boolean;
}

/** Keeps the header and footer usable when a page's content throws while rendering. */
export class ErrorBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error(error, info.componentStack);
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <div role="alert" className={styles.fallback}>
        <h1>{UNEXPECTED_ERROR}</h1>
        <p>Something went wrong while showing this page. Reloading usually fixes it.</p>
        <SiteLink href="/">Go to the home page</SiteLink>
      </div>
    );
  }
}
