import { describe, expect, it } from "vitest";
import { formatByteLimit, imageFileProblem, looksLikeImage, parseMaxBytes } from "./image-file.ts";

const twoMegabytes = 2 * 1024 * 1024;

describe("looksLikeImage", () => {
  it("accepts JPG, JPEG2000 and PNG by extension in any case, whatever the declared type", () => {
    for (const name of ["id.jpg", "ID.JPEG", "scan.png", "a.jp2", "b.J2K", "c.jpf", "d.jpx"]) expect(looksLikeImage({ name, type: "" })).toBe(true);
  });

  it("accepts a declared image type when the name has no known extension (phone cameras)", () => {
    expect(looksLikeImage({ name: "image", type: "image/jpeg" })).toBe(true);
    expect(looksLikeImage({ name: "blob", type: "IMAGE/PNG" })).toBe(true);
  });

  it("refuses other files: PDF, GIF, WebP, HEIC, no extension and no type", () => {
    for (const file of [
      { name: "statement.pdf", type: "application/pdf" },
      { name: "a.gif", type: "image/gif" },
      { name: "a.webp", type: "image/webp" },
      { name: "IMG_1.HEIC", type: "image/heic" },
      { name: "noextension", type: "" },
      { name: "png", type: "" },
    ]) {
      expect(looksLikeImage(file)).toBe(false);
    }
  });
});

describe("imageFileProblem", () => {
  it("passes an image within the limit, and at exactly the limit", () => {
    expect(imageFileProblem({ name: "a.png", type: "image/png", size: 1 }, twoMegabytes)).toBeNull();
    expect(imageFileProblem({ name: "a.png", type: "image/png", size: twoMegabytes }, twoMegabytes)).toBeNull();
  });

  it("answers 10155 for an empty file before looking at its type", () => {
    expect(imageFileProblem({ name: "a.pdf", type: "application/pdf", size: 0 }, twoMegabytes)).toEqual({ code: 10155 });
  });

  it("answers 10153 for a file that is not JPG, JPEG2000 or PNG", () => {
    expect(imageFileProblem({ name: "a.pdf", type: "application/pdf", size: 10 }, twoMegabytes)).toEqual({ code: 10153 });
  });

  it("answers 10154 with the limit one byte above it", () => {
    expect(imageFileProblem({ name: "a.jpg", type: "image/jpeg", size: twoMegabytes + 1 }, twoMegabytes)).toEqual({ code: 10154, maxBytes: twoMegabytes });
  });

  it("leaves the size to the server when the limit is unknown", () => {
    expect(imageFileProblem({ name: "a.jpg", type: "image/jpeg", size: 50 * twoMegabytes }, null)).toBeNull();
  });
});

describe("parseMaxBytes", () => {
  it("reads a positive whole number of bytes", () => {
    expect(parseMaxBytes("2097152")).toBe(twoMegabytes);
    expect(parseMaxBytes(" 1024 ")).toBe(1024);
  });

  it("gives null for anything else, so the server's answer decides", () => {
    for (const value of ["", "0", "-1", "12.5", "2e6", "abc", "99999999999"]) expect(parseMaxBytes(value)).toBeNull();
  });
});

describe("formatByteLimit", () => {
  it("names megabytes and kilobytes in the locale", () => {
    expect(formatByteLimit(twoMegabytes, "en")).toBe("2 MB");
    expect(formatByteLimit(1.5 * 1024 * 1024, "en")).toBe("1.5 MB");
    expect(formatByteLimit(512 * 1024, "en")).toBe("512 kB");
    expect(formatByteLimit(1.5 * 1024 * 1024, "de")).toBe("1,5 MB");
  });
});
