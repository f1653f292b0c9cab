// PNG files made by hand for tests where sharp would not do: a huge picture in a few bytes (a decompression bomb), or a
// valid file padded to an exact size.
import zlib from "node:zlib";

/** One PNG chunk: length, type, data, CRC. */
export function pngChunk(type: string, data: Buffer): Buffer {
  const body = Buffer.concat([Buffer.from(type, "latin1"), data]);
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(zlib.crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A valid PNG of w × h black-and-white pixels (1 bit each), tiny on disk however many pixels it claims. */
export function blankPng(w: number, h: number): Buffer {
  const header = Buffer.alloc(13); // width, height, 1 bit per pixel, greyscale
  header.writeUInt32BE(w, 0);
  header.writeUInt32BE(h, 4);
  header[8] = 1;
  const rows = zlib.deflateSync(Buffer.alloc((1 + Math.ceil(w / 8)) * h));
  return Buffer.concat([Buffer.from("\x89PNG\r\n\x1a\n", "latin1"), pngChunk("IHDR", header), pngChunk("IDAT", rows), pngChunk("IEND", Buffer.alloc(0))]);
}

/** `png` padded with a private chunk (which decoders skip) to exactly `size` bytes. */
export function padPng(png: Buffer, size: number): Buffer {
  const iend = png.subarray(png.length - 12);
  return Buffer.concat([png.subarray(0, png.length - 12), pngChunk("haYa", Buffer.alloc(size - png.length - 12)), iend]);
}
