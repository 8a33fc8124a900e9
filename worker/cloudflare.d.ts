// The one module of the host's runtime the Worker imports: its bindings and settings as the Worker starts, before
// any request (worker/index.ts checks them there).
declare module "cloudflare:workers" {
  export const env: Record<string, unknown>;
}
