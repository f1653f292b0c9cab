// Guards the glossary in docs/wording.md: the words it says not to use stay out of what pages, e-mails and API
// messages say. Line-based and prose-shaped (a pattern needs the words around it), so identifiers such as `pickupTime`
// or the step id "pickup" never match; comments are skipped. Demo data (server/seed) is people's own words.
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, test } from "vitest";

const ROOT = join(import.meta.dirname, "..");

/** [what not to write, what to write instead]. Keep in step with the "Not" column of docs/wording.md. */
const FORBIDDEN: readonly (readonly [RegExp, string])[] = [
  [/\b(security|damage) deposits?\b/i, "caution deposit"],
  [/\b(the|a|your|at|for|of|on|before|after) pickup\b/i, "pick-up (noun), pick up (verb)"],
  [/\bpickup (times?|days?|dates?|notes?|address|location|point)\b/i, "pick-up (noun), pick up (verb)"],
  [/\b(to|you|can|will|please|they|renters?) pick-up\b/i, "pick up (verb)"],
  [/\bdrop[- ]?offs?\b/i, "return"],
  [/\b(hirers?|borrowers?|lessees?|tenants?)\b/i, "renter"],
  [/\b(listers?|lessors?|vendors?|landlords?)\b/i, "owner"],
  [/\bcustomers?\b(?!:)/i, "renter (a person), support (the service)"],
  [/\b(the|a|your|unpaid|new|my|this) reservations?\b/i, "booking ('Reservation' is the seed's menu label only)"],
  [/\b(enquir|inquir)(y|ies)\b/i, "request (for a booking) or message"],
  [/\bcancel(ed|ing|ation)\b/i, "cancelled, cancelling, cancellation"],
  [/\bpay-outs?\b/i, "payout"],
  [/Nigerian time/i, "Lagos time"],
  [/(^|[\s"'`>(])(N|NGN ?)\d{1,3}(,\d{3})+\b/, "₦ with thousands separators (₦25,000)"],
  [/\be-mail(s|ed|ing)?\b/i, "email"],
];

function sourceFiles(dir: string): string[] {
  return (readdirSync(join(ROOT, dir), { recursive: true }) as string[])
    .map((f) => join(dir, f))
    .filter((f) => /\.tsx?$/.test(f) && !/\.(test|spec)\.tsx?$/.test(f) && !f.includes("+types") && !f.includes("paraglide") && !f.startsWith(join("server", "seed")));
}

/** Every forbidden word in `text` (a file's source), as "file:line: 'found' (write …)". */
function findForbidden(file: string, text: string): string[] {
  const found: string[] = [];
  let inBlock = false;
  text.split("\n").forEach((raw, i) => {
    let line = raw;
    if (inBlock) {
      const end = line.indexOf("*/");
      if (end < 0) return;
      line = line.slice(end + 2);
      inBlock = false;
    }
    line = line.replace(/\/\*.*?\*\//g, "");
    const open = line.indexOf("/*");
    if (open >= 0 && !line.slice(0, open).includes("`")) [line, inBlock] = [line.slice(0, open), true];
    if (/^\s*(\/\/|\*)/.test(line)) return;
    line = line.replace(/(^|\s)\/\/\s.*$/, "");
    for (const [pattern, instead] of FORBIDDEN) {
      const m = pattern.exec(line);
      if (m) found.push(`${file}:${i + 1}: '${m[0].trim()}' (write: ${instead})`);
    }
  });
  return found;
}

describe("the words of docs/wording.md", () => {
  test("pages, components, e-mails and API messages use none of the words it rules out", () => {
    // The English catalogue (messages/en.json: one message a line) holds the pages' words that moved out of the code.
    const files = [...sourceFiles("app"), ...sourceFiles("core"), ...sourceFiles("server"), join("messages", "en.json")];
    expect(files.length).toBeGreaterThan(100);
    expect(files.flatMap((f) => findForbidden(f, readFileSync(join(ROOT, f), "utf8")))).toEqual([]);
  });

  test("the guard finds a forbidden word in prose and names its line, but not in code or comments", () => {
    const source = [
      "// a security deposit in a comment is fine",
      'const pickupTime = b.pickupTime; step === "pickup";',
      '<p>Pay the security deposit before the pickup time.</p>',
      "/* the renter's pickup",
      "   over lines */ const t = `Your customer paid N25,000`;",
      '<a href="/verify-email">E-mail address</a> // an e-mail in a trailing comment',
    ].join("\n");
    expect(findForbidden("x.tsx", source)).toEqual([
      "x.tsx:3: 'security deposit' (write: caution deposit)",
      "x.tsx:3: 'the pickup' (write: pick-up (noun), pick up (verb))",
      "x.tsx:3: 'pickup time' (write: pick-up (noun), pick up (verb))",
      "x.tsx:5: 'customer' (write: renter (a person), support (the service))",
      "x.tsx:5: 'N25,000' (write: ₦ with thousands separators (₦25,000))",
      "x.tsx:6: 'E-mail' (write: email)",
    ]);
  });
});
