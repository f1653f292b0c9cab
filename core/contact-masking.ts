// Masking of contact details in messages between two people who have no confirmed booking yet (issue 16, item 1):
// Nigerian phone numbers in every written form, e-mail addresses (also 'name at gmail dot com', '[at]', '(dot)') and
// 10-digit bank account numbers (NUBAN) become HIDDEN_CONTACT. Prices, dates, times, quantities and short numbers stay.
// Pure: no imports, so the server's message service and the pages share it.

/** What a masked phone number, e-mail address or account number reads as. */
export const HIDDEN_CONTACT = "[hidden]";

/**
 * Booking statuses from which its renter has paid: the two people have done business on Haya, so messages between
 * them are no longer masked and the booking page (and its API answer) shows each one's phone and e-mail to the other.
 */
export const CONTACT_SHOWN_STATUSES = ["confirmed", "active", "completed"] as const;

// ---- e-mail addresses ----------------------------------------------------------------------------------------------

const TLDS = "com|net|org|ng|co|io|edu|gov|info|biz|me|uk|us|africa|xyz|online|app|dev|ai|ca|de|fr|za|gh|ke|mail";
const PROVIDERS = "gmail|googlemail|yahoo|ymail|rocketmail|hotmail|outlook|live|msn|icloud|aol|protonmail|proton|gmx|zoho|yandex";
const LOCAL = "[a-z0-9](?:[a-z0-9._%+-]*[a-z0-9_])?";
const LABEL = "[a-z0-9](?:[a-z0-9-]*[a-z0-9])?";
// '(at)', '[at]', '{at}', '<at>', ' at ', '@' (spaces around it allowed).
const AT = String.raw`(?:\s*@\s*|\s*[([{<]\s*at\s*[)\]}>]\s*|\s+at\s+)`;
// '(dot)', '[dot]', ' dot ', a bare '.', or ' . ' before a known ending.
const DOT = String.raw`(?:\s*[([{<]\s*dot\s*[)\]}>]\s*|\s+dot\s+|\.|\s+\.\s*|\s*\.\s+)`;
// The longest run of labels that ends in a known ending (backtracking finds the last one), or a known mail provider
// without its ending ('chidi at gmail').
const EMAIL = new RegExp(
  String.raw`(?<![a-z0-9._%+-])${LOCAL}${AT}(?:${LABEL}(?:${DOT}${LABEL})*${DOT}(?:${TLDS})|(?:${PROVIDERS}))(?![a-z0-9-])` +
    // a plain '@' address with an ending outside the list still is one ('ada@school.edu.ng', 'x@firm.law')
    String.raw`|(?<![a-z0-9._%+-])${LOCAL}@${LABEL}(?:\.${LABEL})+(?![a-z0-9-])`,
  "gi",
);

// ---- numbers -------------------------------------------------------------------------------------------------------

const DIGIT_WORDS: Record<string, string> = {
  zero: "0",
  oh: "0",
  o: "0",
  nought: "0",
  one: "1",
  two: "2",
  three: "3",
  four: "4",
  five: "5",
  six: "6",
  seven: "7",
  eight: "8",
  nine: "9",
  double: "D",
  triple: "T",
};
const WORD_LIST = Object.keys(DIGIT_WORDS).sort((a, b) => b.length - a.length);

/** The digits a word spells ('zero', 'O', 'eightzero', 'double'), with D/T marks for double/triple; null for a word. */
function spelledDigits(word: string): string | null {
  const w = word.toLowerCase();
  // Dynamic programming over the word: can it be cut entirely into digit words?
  const best: (string | null)[] = Array(w.length + 1).fill(null);
  best[0] = "";
  for (let i = 0; i < w.length; i++) {
    if (best[i] === null) continue;
    for (const dw of WORD_LIST) {
      if (best[i + dw.length] === null && w.startsWith(dw, i)) best[i + dw.length] = best[i] + DIGIT_WORDS[dw]!;
    }
  }
  return best[w.length] ?? null;
}

// Between the digits of one number: spaces, dashes, dots, brackets, a plus — not commas, slashes or colons (prices,
// dates and times use those), at most a few characters.
const SEPARATOR = /^[\s\-\u2010-\u2015.()[\]+_*~|]{1,6}$/;
// Dates ('24.12.2026', '24-12-26', '2026-12-24') are never part of a number.
const DATE = /(?<![\d][\s.-]?)(?:\b(?:0?[1-9]|[12]\d|3[01])([./-])(?:0?[1-9]|1[0-2])\1(?:\d{4}|\d{2})\b|\b\d{4}-(?:0[1-9]|1[0-2])-(?:0[1-9]|[12]\d|3[01])\b)/g;
// A round amount ('25000', '150000', '1000000'): a list of those is prices, not a phone number.
const ROUND = /^[1-9]\d{0,2}(?:000)+$/;

type Token = { start: number; end: number; kind: "digits" | "sep" | "break"; digits: string };

function tokens(text: string): Token[] {
  const protectedAt = new Uint8Array(text.length);
  for (const m of text.matchAll(DATE)) protectedAt.fill(1, m.index, m.index + m[0].length);
  const out: Token[] = [];
  for (const m of text.matchAll(/[A-Za-z]+|[0-9\uFF10-\uFF19]+|[^A-Za-z0-9\uFF10-\uFF19]+/g)) {
    const start = m.index;
    const end = start + m[0].length;
    const s = m[0];
    if (protectedAt[start]) {
      out.push({ start, end, kind: "break", digits: "" });
    } else if (/^[0-9\uFF10-\uFF19]/.test(s)) {
      const digits = s.replace(/[\uFF10-\uFF19]/g, (c) => String(c.charCodeAt(0) - 0xff10));
      out.push({ start, end, kind: "digits", digits });
    } else if (/^[A-Za-z]/.test(s)) {
      const spelled = spelledDigits(s);
      out.push({ start, end, kind: spelled === null ? "break" : "digits", digits: spelled ?? "" });
    } else {
      out.push({ start, end, kind: SEPARATOR.test(s) ? "sep" : "break", digits: "" });
    }
  }
  return out;
}

/** The digits of a run, 'double'/'triple' applied to the digit after them. */
function expand(groups: string[]): string {
  let out = "";
  let times = 1;
  for (const ch of groups.join("")) {
    if (ch === "D") times = 2;
    else if (ch === "T") times = 3;
    else {
      out += ch.repeat(times);
      times = 1;
    }
  }
  return out;
}

/** Is this run of digits (with the groups it was written in) a phone number or an account number? */
function isContactNumber(groups: string[], plus: boolean): boolean {
  const digits = expand(groups);
  // +234 …, +44 …: an international number
  if (plus && digits.length >= 8) return true;
  if (digits.length < 10) return false;
  // A Nigerian mobile number: 0803…, 234803…, 2340803…, 803… (10 significant digits)
  if (/^(?:234|0|2340)?[789][01]\d{8}$/.test(digits)) return true;
  // Several round amounts in a row ('25000 30000 45000') are prices.
  if (groups.length >= 2 && groups.every((g) => ROUND.test(g))) return false;
  // Any other 10 digits or more: an account number (NUBAN is 10), a phone number written oddly, a BVN…
  return true;
}

function maskNumbers(text: string): { text: string; masked: boolean } {
  const toks = tokens(text);
  const spans: [number, number][] = [];
  let i = 0;
  while (i < toks.length) {
    if (toks[i]!.kind !== "digits") {
      i++;
      continue;
    }
    // A run: digit tokens with only separators between them.
    const first = i;
    let last = i;
    const groups = [toks[i]!.digits];
    let j = i + 1;
    while (j < toks.length) {
      if (toks[j]!.kind === "digits") {
        groups.push(toks[j]!.digits);
        last = j;
        j++;
      } else if (toks[j]!.kind === "sep" && toks[j + 1]?.kind === "digits") {
        j++;
      } else break;
    }
    let start = toks[first]!.start;
    let end = toks[last]!.end;
    const before = first > 0 ? toks[first - 1]! : undefined;
    const plus = !!before && before.kind !== "digits" && /\+\s*$/.test(text.slice(before.start, before.end));
    if (isContactNumber(groups, plus)) {
      // take in a '+' or '(' just before, and a ')' just after when the number opened one
      if (before && before.kind !== "digits") {
        const lead = /[+(][\s(+]*$/.exec(text.slice(before.start, before.end));
        if (lead) start = before.end - lead[0].length;
      }
      const inside = text.slice(start, end);
      const after = toks[last + 1];
      if (after && after.kind === "sep" && (inside.match(/\(/g)?.length ?? 0) > (inside.match(/\)/g)?.length ?? 0)) {
        const close = /^\s*\)/.exec(text.slice(after.start, after.end));
        if (close) end = after.start + close[0].length;
      }
      spans.push([start, end]);
    }
    i = last + 1;
  }
  if (spans.length === 0) return { text, masked: false };
  let out = "";
  let at = 0;
  for (const [s, e] of spans) {
    out += text.slice(at, s) + HIDDEN_CONTACT;
    at = e;
  }
  return { text: out + text.slice(at), masked: true };
}

/**
 * The text with every phone number, e-mail address and bank account number replaced by HIDDEN_CONTACT, and whether
 * anything was replaced.
 */
export function maskContacts(text: string): { text: string; masked: boolean } {
  let masked = false;
  const withoutEmails = text.replace(EMAIL, () => {
    masked = true;
    return HIDDEN_CONTACT;
  });
  const numbers = maskNumbers(withoutEmails);
  return { text: numbers.text, masked: masked || numbers.masked };
}
