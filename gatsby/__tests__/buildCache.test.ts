/** @jest-environment node */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileDigests, reusedOrBuilt } from "../buildCache";

describe("reusedOrBuilt", () => {
  let dir: string;
  let source: string;
  let outDir: string;
  let builds: number;
  let extra: string;

  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), "build-cache-"));
    source = path.join(dir, "source.txt");
    outDir = path.join(dir, "out");
    fs.writeFileSync(source, "one");
    builds = 0;
    extra = "a";
  });
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

  // A step that writes its source's text, upper-cased, into out/nested/result.txt and says how long it was.
  const step = () =>
    reusedOrBuilt({
      name: "shout",
      outDir,
      code: [],
      cacheRoot: path.join(dir, "cache"),
      key: (length: number) => [extra, length],
      build: async () => {
        builds += 1;
        const text = fs.readFileSync(source, "utf8");
        fs.mkdirSync(path.join(outDir, "nested"), { recursive: true });
        fs.writeFileSync(path.join(outDir, "nested", "result.txt"), text.toUpperCase());
        return { value: text.length, inputs: [source], outputs: ["nested/result.txt"] };
      },
    });
  const result = () => fs.readFileSync(path.join(outDir, "nested", "result.txt"), "utf8");

  it("makes the files once, then copies them back into an emptied folder while nothing they came from changed", async () => {
    expect(await step()).toEqual({ value: 3, reused: false });
    fs.writeFileSync(path.join(outDir, "stale.txt"), "left over");
    expect(await step()).toEqual({ value: 3, reused: true });
    expect(result()).toBe("ONE");
    expect(fs.readdirSync(outDir)).toEqual(["nested"]);
    expect(builds).toBe(1);
  });

  it("makes them again when a file the step read changed", async () => {
    await step();
    fs.writeFileSync(source, "three");
    expect(await step()).toEqual({ value: 5, reused: false });
    expect(result()).toBe("THREE");
  });

  it("makes them again when what else the step depends on changed", async () => {
    await step();
    extra = "b";
    expect((await step()).reused).toBe(false);
    expect(builds).toBe(2);
  });

  it("makes them again when a kept file is gone", async () => {
    await step();
    fs.rmSync(path.join(dir, "cache", "shout", "nested", "result.txt"));
    expect((await step()).reused).toBe(false);
    expect(result()).toBe("ONE");
  });
});

it("gives a file that is gone an empty digest, and the same text the same digest", () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "digests-"));
  fs.writeFileSync(path.join(dir, "a"), "same");
  fs.writeFileSync(path.join(dir, "b"), "same");
  const digests = fileDigests([path.join(dir, "a"), path.join(dir, "b"), path.join(dir, "gone")]);
  expect(digests[path.join(dir, "a")]).toBe(digests[path.join(dir, "b")]);
  expect(digests[path.join(dir, "a")]).toMatch(/^[0-9a-f]{20}$/);
  expect(digests[path.join(dir, "gone")]).toBe("");
  fs.rmSync(dir, { recursive: true });
});
