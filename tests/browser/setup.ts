// Browser tests start Chromium and load real pages: jest's 5 s default is too short on a 2-core CI machine.
// (testTimeout in a jest project entry is ignored; only the top level or jest.setTimeout applies.)
jest.setTimeout(60_000);
