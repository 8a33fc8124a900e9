// Grades responses with the MDN HTTP Observatory's own tests and grader, offline.
// The package is ESM and its retriever only fetches over the network, so this runs
// in a child process (see observatory.ts): it builds the retriever's result objects
// from our headers and HTML, as the package's own test helpers do, then scores them
// exactly as src/scanner/index.js does.
//
// Input on stdin: [{ name, url, status, headers: { name: value }, html }]
// Output on stdout: [{ name, grade, score, tests: { [test]: { pass, result, scoreModifier } } }]
import fs from "node:fs";
import path from "node:path";
import { createRequire } from "node:module";

const require = createRequire(import.meta.url);
const pkgDir = path.dirname(require.resolve("@mdn/mdn-http-observatory/package.json"));

// The package downloads the HSTS preload list when it installs; installed without
// its scripts (and offline) it has none, so it gets an empty list: no preload bonus.
const preload = path.join(pkgDir, "conf", "hsts-preload.json");
if (!fs.existsSync(preload)) fs.writeFileSync(preload, "{}\n");

const load = (file) => import(path.join(pkgDir, "src", file));
const [{ AxiosHeaders }, { Requests }, { Session }, { parseHttpEquivHeaders }, { ALL_TESTS }, grader, charts] =
  await Promise.all([
    import(require.resolve("axios", { paths: [pkgDir] })).then((axios) => axios.default ?? axios),
    load("types.js"),
    load("retriever/session.js"),
    load("retriever/utils.js"),
    load("constants.js"),
    load("grader/grader.js"),
    load("grader/charts.js"),
  ]);

function requestsFor({ url, status, headers, html }) {
  const target = new URL(url);
  const requests = new Requests(target.hostname);
  const response = () => ({
    headers: new AxiosHeaders(headers),
    request: { headers: new AxiosHeaders() },
    status,
    statusText: "",
    // The production host serves a valid certificate.
    verified: true,
    data: html,
    config: { headers: new AxiosHeaders() },
  });
  requests.resources.path = html;
  requests.responses.auto = response();
  requests.responses.https = response();
  // The host answers http:// with a redirect to the same URL on https:// (Cloudflare's
  // "Always Use HTTPS", Netlify's default); the retriever records that chain.
  requests.responses.http = response();
  const insecure = new URL(target);
  insecure.protocol = "http:";
  requests.responses.httpRedirects = [
    { url: insecure, status: 301 },
    { url: target, status },
  ];
  requests.responses.httpsRedirects = [{ url: target, status }];
  // A CORS preflight gets the same headers as the page.
  requests.responses.cors = response();
  requests.session = new Session(target);
  requests.responses.auto.httpEquiv = parseHttpEquivHeaders(html, target.href);
  return requests;
}

/** The scoring of src/scanner/index.js, on a crafted Requests object. */
function grade(input) {
  const requests = requestsFor(input);
  const results = ALL_TESTS.map((test) => test(requests));
  let scoreWithExtraCredit = 100;
  let uncurvedScore = 100;
  const tests = {};
  for (const result of results) {
    if (result.result) {
      result.scoreModifier = grader.getScoreModifier(result.result);
      scoreWithExtraCredit += result.scoreModifier;
      if (result.scoreModifier < 0) uncurvedScore += result.scoreModifier;
    }
    tests[result.constructor.name] = { pass: result.pass, result: result.result, scoreModifier: result.scoreModifier };
  }
  const score = uncurvedScore >= charts.MINIMUM_SCORE_FOR_EXTRA_CREDIT ? scoreWithExtraCredit : uncurvedScore;
  const final = grader.getGradeForScore(score);
  return { name: input.name, grade: final.grade, score: final.score, tests };
}

const chunks = [];
for await (const chunk of process.stdin) chunks.push(chunk);
const inputs = JSON.parse(Buffer.concat(chunks).toString("utf8"));
process.stdout.write(JSON.stringify(inputs.map(grade)));
