import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { ServerBuild } from "react-router";
import { afterAll, describe, expect, it } from "vitest";
import { buildFor, buildLocaleOf, readClientAssets, type ClientAssets } from "./page-builds";

const manifest = (version: string) => ({ version, url: `/assets/manifest-${version}.js`, entry: { module: `/assets/entry-${version}.js`, imports: [] }, routes: {} }) as unknown as ClientAssets;
const build = { assets: manifest("e1"), routeDiscovery: { mode: "lazy", manifestPath: "/__manifest" } } as unknown as ServerBuild;
const clientAssets = { en: build.assets, pcm: manifest("p1") };
const localeOf = (url: string) => buildLocaleOf(new URL(url, "http://haya.test"), build, clientAssets);

describe("which language's browser build a request is answered with", () => {
  it("a page and its data: the path's language", () => {
    expect(localeOf("/browse?search=tent")).toBe("en");
    expect(localeOf("/pcm/browse?search=tent")).toBe("pcm");
    expect(localeOf("/pcm")).toBe("pcm");
    expect(localeOf("/pcm.data")).toBe("pcm");
    expect(localeOf("/pcm/item/4.data?_routes=routes%2Fitem")).toBe("pcm");
    expect(localeOf("/_root.data")).toBe("en");
    expect(localeOf("/logout")).toBe("en");
  });

  it("route discovery: the version the browser runs, whatever paths it asks about", () => {
    expect(localeOf("/__manifest?paths=%2Fpcm%2Fbrowse&version=e1")).toBe("en");
    expect(localeOf("/__manifest?paths=%2Fbrowse&version=p1")).toBe("pcm");
    // A browser still running an older build: English's handler, which tells it to reload.
    expect(localeOf("/__manifest?paths=%2Fpcm%2Fbrowse&version=old")).toBe("en");
  });

  it("names the modules of that language's build, the server build's own otherwise", () => {
    expect(buildFor(build, clientAssets, "pcm").assets.version).toBe("p1");
    expect(buildFor(build, clientAssets, "pcm").routeDiscovery).toBe(build.routeDiscovery);
    expect(buildFor(build, {}, "pcm")).toBe(build);
  });
});

describe("each language's manifest, read from a built site", () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "haya-page-builds-"));
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  it("refuses to start without another language's manifest, whose pages would hydrate in the wrong language", () => {
    expect(() => readClientAssets(dir, build)).toThrow(/assets\.pcm\.json is missing/);
  });

  it("English's is the server build's; Pidgin's is read from build/server/assets.pcm.json", () => {
    fs.mkdirSync(path.join(dir, "server"), { recursive: true });
    fs.writeFileSync(path.join(dir, "server", "assets.pcm.json"), JSON.stringify(manifest("p2")));
    const read = readClientAssets(dir, build);
    expect(read.en).toBe(build.assets);
    expect(read.pcm.version).toBe("p2");
  });
});
