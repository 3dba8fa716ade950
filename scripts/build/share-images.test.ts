import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

import { Resvg } from "@resvg/resvg-js";
import { afterEach, beforeEach, describe, expect, it } from "vitest";

import { checkShareImages } from "./share-images.ts";

const png = (width: number, height: number) =>
  new Resvg(`<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"/>`).render().asPng();

let root = "";

function write(path: string, content: string | Uint8Array) {
  mkdirSync(join(root, path, ".."), { recursive: true });
  writeFileSync(join(root, path), content);
}

const aboutWithImage = (image: string) =>
  write("src/content/pages/about.yaml", `seo:\n  title: About Us\n  description: Who we are\n  image: ${image}\n`);

beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), "share-images-"));
  write("src/content/solutions.yaml", "solutions:\n  - id: a\n    seo:\n      title: A\n      description: The first\n");
});

afterEach(() => rmSync(root, { recursive: true, force: true }));

describe("a page's own share image", () => {
  it("is taken when it is a 1200 x 630 PNG under public/", () => {
    write("public/images/share/about.png", png(1200, 630));
    aboutWithImage("/images/share/about.png");
    expect(() => checkShareImages(root)).not.toThrow();
  });

  it("stops the build naming the file and the field when it is not there", () => {
    aboutWithImage("/images/share/about.png");
    expect(() => checkShareImages(root)).toThrow(
      "src/content/pages/about.yaml: seo.image: there is no file public/images/share/about.png",
    );
  });

  it("stops the build when it is of another size, or no PNG under public/", () => {
    write("public/images/share/about.png", png(800, 800));
    aboutWithImage("/images/share/about.png");
    expect(() => checkShareImages(root)).toThrow("seo.image: public/images/share/about.png is 800 x 800 pixels");
    aboutWithImage("/../secrets/key.png");
    expect(() => checkShareImages(root)).toThrow("src/content/pages/about.yaml: seo.image: a PNG under public/");
  });

  it("is named in a list's entry too", () => {
    write("src/content/solutions.yaml", "solutions:\n  - id: a\n    seo:\n      title: A\n      image: /a.png\n");
    expect(() => checkShareImages(root)).toThrow("src/content/solutions.yaml: solutions.0.seo.image: there is no file public/a.png");
  });
});
