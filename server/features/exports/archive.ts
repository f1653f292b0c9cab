// The ZIP of a person's data (issue 37, item 4): a JSON file per kind of record, the originals of their listings' photos,
// and a README.txt in their language saying what each file is. Built with fflate's streaming Zip, one file at a time:
// the JSON is deflated, photos (already WebP) are stored as they are. The whole archive is kept under EXPORT_MAX_BYTES;
// photos that would pass it are left out, and listings.json and the README say which.
import { strToU8, Zip, ZipDeflate, ZipPassThrough } from "fflate";
import type { Locale } from "../../../core/locales";
import { m } from "../../../core/paraglide/messages";

/** At most this much per archive (50 MB): the making holds it in memory, about twice over at the end. */
export const EXPORT_MAX_BYTES = 50 * 1024 * 1024;

/** The JSON files, in the order the README lists them, each with what it holds. */
export const EXPORT_FILES = [
  ["profile.json", m.export_readme_profile],
  ["listings.json", m.export_readme_listings],
  ["bookings.json", m.export_readme_bookings],
  ["payments.json", m.export_readme_payments],
  ["refunds.json", m.export_readme_refunds],
  ["payouts.json", m.export_readme_payouts],
  ["claims.json", m.export_readme_claims],
  ["messages.json", m.export_readme_messages],
  ["reviews.json", m.export_readme_reviews],
  ["notifications.json", m.export_readme_notifications],
  ["saved-searches.json", m.export_readme_saved],
  ["consents.json", m.export_readme_consents],
  ["sign-in-history.json", m.export_readme_sign_ins],
] as const;
export type ExportFileName = (typeof EXPORT_FILES)[number][0];

/** A listing photo to put in the archive: where it goes, and how to read its bytes (undefined: the file is gone). */
export interface ArchivePhoto {
  path: string;
  read: () => Promise<Uint8Array | undefined>;
}

export interface ArchiveInput {
  locale: Locale;
  name: string;
  madeAt: string;
  /** Each JSON file's content; `listings` is given the photos that made it in, to say so per photo. */
  json: (photosIn: Set<string>) => Record<ExportFileName, unknown>;
  photos: ArchivePhoto[];
  maxBytes?: number;
}

/** What a zip entry costs besides its bytes (local header, central directory entry, the name twice), with room. */
const ENTRY_OVERHEAD = 200;

export async function buildArchive(input: ArchiveInput): Promise<{ zip: Buffer; photos: { included: number; leftOut: number } }> {
  const max = input.maxBytes ?? EXPORT_MAX_BYTES;
  const chunks: Uint8Array[] = [];
  let written = 0;
  let failed: Error | null = null;
  const zip = new Zip((err, data) => {
    if (err) failed = err;
    else {
      chunks.push(data);
      written += data.length;
    }
  });
  const add = (path: string, bytes: Uint8Array, deflate: boolean) => {
    const file = deflate ? new ZipDeflate(path, { level: 6 }) : new ZipPassThrough(path);
    zip.add(file);
    file.push(bytes, true);
  };
  // The JSON's size is known before the photos: what is left of the limit is theirs (the README and listings.json are
  // written last, knowing which photos made it in; a photo's path is short, so their size barely moves).
  const probe = Object.values(input.json(new Set(input.photos.map((p) => p.path)))).reduce<number>((n, v) => n + JSON.stringify(v, null, 2).length, 0);
  const reserve = probe + 16_384 + ENTRY_OVERHEAD * (EXPORT_FILES.length + 1);
  const photosIn = new Set<string>();
  let leftOut = 0;
  for (const photo of input.photos) {
    const bytes = await photo.read();
    if (!bytes || written + bytes.length + ENTRY_OVERHEAD + reserve > max) {
      leftOut += 1;
      continue;
    }
    add(photo.path, bytes, false);
    photosIn.add(photo.path);
  }
  const json = input.json(photosIn);
  for (const [path] of EXPORT_FILES) add(path, strToU8(`${JSON.stringify(json[path], null, 2)}\n`), true);
  add("README.txt", strToU8(readme(input, photosIn.size, leftOut)), true);
  zip.end();
  if (failed) throw failed;
  return { zip: Buffer.concat(chunks, written), photos: { included: photosIn.size, leftOut } };
}

/** The README: who and when, each file and what it holds, how amounts and times are written, and the photos. */
function readme(input: ArchiveInput, included: number, leftOut: number): string {
  const o = { locale: input.locale };
  const lines = [
    m.export_readme_title({ name: input.name, at: input.madeAt }, o),
    "",
    m.export_readme_intro({}, o),
    "",
    ...EXPORT_FILES.map(([path, what]) => `${path}\n  ${what({}, o)}`),
    `photos/\n  ${m.export_readme_photos({ count: included }, o)}`,
    ...(leftOut > 0 ? [`  ${m.export_readme_photos_left_out({ count: leftOut, mb: Math.round((input.maxBytes ?? EXPORT_MAX_BYTES) / 1024 / 1024) }, o)}`] : []),
    "",
    m.export_readme_units({}, o),
    m.export_readme_kept({}, o),
  ];
  return `${lines.join("\n")}\n`;
}
