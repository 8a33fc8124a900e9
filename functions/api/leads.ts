import { handleLead, type ReceiverEnv } from "../../src/lib/leadReceiver";

// The lead receiver, as a Cloudflare Pages Function at /api/leads on the site's own origin: build the site with
// LEADS_ENDPOINT=/api/leads and set the function's secrets (.dev.vars.example, docs/deploying.md).
export const onRequest = (context: { request: Request; env: ReceiverEnv }): Promise<Response> =>
  handleLead(context.request, context.env);
