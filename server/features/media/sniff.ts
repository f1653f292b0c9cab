// What an uploaded file is, by its first bytes, whatever it is called: only recognised formats ever reach the decoder.
export type ImageFormat = "jpeg" | "png" | "webp" | "avif" | "heic";

export function sniffImage(b: Uint8Array): ImageFormat | undefined {
  const ascii = (from: number, to: number) => String.fromCharCode(...b.subarray(from, to));
  if (b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff) return "jpeg";
  if (ascii(0, 8) === "\x89PNG\r\n\x1a\n") return "png";
  if (ascii(0, 4) === "RIFF" && ascii(8, 12) === "WEBP") return "webp";
  // ISO base media (HEIF family): "ftyp" then the major brand.
  if (ascii(4, 8) === "ftyp") {
    const brand = ascii(8, 12);
    if (brand === "avif" || brand === "avis") return "avif";
    if (["heic", "heix", "hevc", "hevx", "heim", "heis", "mif1", "msf1"].includes(brand)) return "heic";
  }
  return undefined;
}
