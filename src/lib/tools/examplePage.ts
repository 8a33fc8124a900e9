import type { PageFacts } from "./landingPage";

// The sample page the landing page analyzer opens with, so the prerendered
// page (where DOMParser does not exist) can show a real report. Its facts are
// written out here; a unit test checks that extractPageFacts reads the same.

export const EXAMPLE_HTML = `<!doctype html>
<html lang="en-GB">
<head>
  <meta charset="utf-8">
  <title>Emergency Plumber in Leeds</title>
  <meta name="viewport" content="width=device-width, initial-scale=1">
</head>
<body>
  <header>
    <img src="/logo.svg" alt="Leeds Plumbing Co logo">
    <nav><a href="/">Home</a> <a href="/services">Services</a> <a href="/about">About us</a></nav>
  </header>
  <main>
    <h1>24-hour emergency plumbers across Leeds</h1>
    <p>Burst pipe or no hot water? An engineer with you within the hour, day or night.</p>
    <a class="button" href="tel:01134960000">Call now: 0113 496 0000</a>
    <img src="/van.jpg">
    <h2>Why choose us</h2>
    <p>Gas Safe registered engineers, fixed prices and a 12-month guarantee on all work.</p>
    <h2>Request a callback</h2>
    <form>
      <label>Name <input name="name"></label>
      <label>Phone <input name="phone" type="tel"></label>
      <label>Postcode <input name="postcode"></label>
      <label>What is the problem? <textarea name="problem"></textarea></label>
      <button type="submit">Request my callback</button>
    </form>
  </main>
</body>
</html>`;

export const EXAMPLE_FACTS: PageFacts = {
  title: "Emergency Plumber in Leeds",
  metaDescription: null,
  h1Count: 1,
  ctaAboveFold: true,
  formFieldCount: 4,
  imageCount: 2,
  imagesMissingAlt: 1,
  hasViewport: true,
  distinctCtaCount: 2,
  trust: { testimonials: false, reviews: false, guarantees: true, logos: false },
};
