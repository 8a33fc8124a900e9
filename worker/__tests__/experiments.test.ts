/** @jest-environment node */
import { EXPERIMENT_COOKIE, MANIFEST_PATH, type ExperimentManifest } from "../../src/lib/experiments";
import { experimentSeen } from "../experiments";
import type { Assets } from "../site";

// What a lead says the visitor saw of an experiment: only an experiment and variant the build runs, from the
// cookie a form sent without JavaScript carries, or else from what the page's script sent. The Worker's serving
// of variants is tested on workerd (tests/postbuild/experiments.test.ts).

const MANIFEST: ExperimentManifest = {
  experiments: [{ id: "home-button", pages: ["/"], variants: ["control", "shorter"], end: "2099-12-31" }],
};
/** A fresh binding each time: the Worker reads the list once a binding. */
const assets = (): Assets => ({
  fetch: async (request) =>
    new URL(String(request instanceof Request ? request.url : request)).pathname === MANIFEST_PATH
      ? Response.json(MANIFEST)
      : new Response("Not found", { status: 404 }),
});
const post = (cookie?: string) =>
  new Request("https://www.kitelight.co.uk/api/leads", { method: "POST", headers: cookie ? { Cookie: cookie } : {} });

it("keeps what the script sent when it names a running experiment's variant", async () => {
  expect(await experimentSeen(post(), assets(), { experiment: "home-button", variant: "shorter" })).toEqual({
    experiment: "home-button",
    variant: "shorter",
  });
});

it("takes the cookie over the post, as a form sent without JavaScript has only that", async () => {
  const cookie = `other=1; ${EXPERIMENT_COOKIE}=home-button.control`;
  expect(await experimentSeen(post(cookie), assets(), {})).toEqual({ experiment: "home-button", variant: "control" });
  expect(await experimentSeen(post(cookie), assets(), { experiment: "home-button", variant: "shorter" })).toEqual({
    experiment: "home-button",
    variant: "control",
  });
});

it("drops an experiment or variant the build does not run, an objection, and nothing at all", async () => {
  for (const posted of [
    { experiment: "home-button", variant: "longer" },
    { experiment: "made-up", variant: "shorter" },
    { experiment: "home-button" },
    {},
  ]) {
    expect(await experimentSeen(post(), assets(), posted)).toEqual({});
  }
  expect(await experimentSeen(post(`${EXPERIMENT_COOKIE}=none`), assets(), {})).toEqual({});
  expect(await experimentSeen(post(), undefined, { experiment: "home-button", variant: "shorter" })).toEqual({});
});
