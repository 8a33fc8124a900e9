// The preview renders an article's markdown as the build does, with the renderer the content check reads.
export { markdownToHtml } from "../lib/markdown";
