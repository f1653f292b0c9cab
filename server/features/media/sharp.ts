// sharp (libvips) is loaded on the first photo a process works on, not at start: a server that only serves pages and
// photos already in the variant cache never maps libvips (~20 MB of memory per process; issue 39, item 8).
import type Sharp from "sharp";

let loading: Promise<typeof Sharp> | undefined;

/** sharp, set up for this process: loaded once, on first use. */
export function loadSharp(): Promise<typeof Sharp> {
  return (loading ??= import("sharp").then(({ default: sharp }) => {
    // Image jobs are already limited in number (concurrencyLimit in limit.ts): one libvips thread each keeps a burst
    // from multiplying threads and their buffers, and a small operation cache keeps decoded photos from piling up in
    // memory (each 12 MP decode is ~36 MB; the default cache would keep 50 MB of them per process).
    sharp.concurrency(1);
    sharp.cache({ memory: 16, files: 0, items: 50 });
    return sharp;
  }));
}
