// Why an imported calendar could not be fetched or read. The fetch job runs for no one in particular, so it keeps the
// reason on the import as a short code, in no language; the owner reads it in theirs whenever the manage page or the API
// shows the import (calendarProblemText). Codes: a name, then `:` and a detail where the words need one.
import { m } from "../../../core/paraglide/messages";

/** A refusal of the address itself, met when an owner adds it or when a redirect points there. */
export type AddressProblem = "address-full" | "address-https" | "address-credentials" | "private" | "no-host";

export const calendarProblem = {
  status: (status: number, statusText?: string) => `status:${status}${statusText ? ` ${statusText}` : ""}`,
  tooLarge: (mb: number) => `too-large:${mb}`,
  timeout: (seconds: number) => `timeout:${seconds}`,
  redirectTo: (problem: AddressProblem) => `redirect:${problem}`,
  tls: "tls",
  connect: "connect",
  redirects: "redirects",
  notCalendar: "not-calendar",
  unreadable: "unreadable",
  repeats: "repeats",
} as const;

const ADDRESS: Record<AddressProblem, () => string> = {
  "address-full": () => m.err_calendar_url_full(),
  "address-https": () => m.err_calendar_url_https(),
  "address-credentials": () => m.err_calendar_url_credentials(),
  private: () => m.err_calendar_url_private(),
  "no-host": () => m.err_calendar_no_host(),
};

/** The codes with no detail, besides the address problems. */
const PLAIN: Record<string, () => string> = {
  [calendarProblem.tls]: () => m.err_calendar_tls(),
  [calendarProblem.connect]: () => m.err_calendar_connect(),
  [calendarProblem.redirects]: () => m.err_calendar_redirects(),
  [calendarProblem.notCalendar]: () => m.err_calendar_not_ics(),
  [calendarProblem.unreadable]: () => m.err_calendar_unreadable(),
  [calendarProblem.repeats]: () => m.err_calendar_repeats(),
};

/** The codes with a detail: which details they can have, and the words each goes into. */
const DETAILED: Record<string, [(detail: string) => boolean, (detail: string) => string]> = {
  status: [(d) => /^\d{3}( .*)?$/.test(d), (status) => m.err_calendar_status({ status })],
  "too-large": [(d) => /^\d+$/.test(d), (mb) => m.err_calendar_too_large({ mb })],
  timeout: [(d) => /^\d+(\.\d+)?$/.test(d), (seconds) => m.err_calendar_timeout({ seconds })],
  redirect: [(d) => isAddressProblem(d), (problem) => m.err_calendar_redirect_refused({ reason: lowerFirst(addressProblemText(problem as AddressProblem)) })],
};

const isAddressProblem = (code: string): code is AddressProblem => Object.hasOwn(ADDRESS, code);
const lowerFirst = (s: string) => `${s.charAt(0).toLowerCase()}${s.slice(1)}`;

/** The address problem in the reader's language. */
export function addressProblemText(problem: AddressProblem): string {
  return ADDRESS[problem]();
}

/**
 * A stored reason in the reader's language. A reason stored before the codes (a sentence in English) is shown as it is;
 * the next fetch, every 30 minutes, replaces it.
 */
export function calendarProblemText(code: string): string {
  if (isAddressProblem(code)) return addressProblemText(code);
  if (Object.hasOwn(PLAIN, code)) return PLAIN[code]!();
  const at = code.indexOf(":");
  const detailed = at > 0 && Object.hasOwn(DETAILED, code.slice(0, at)) ? DETAILED[code.slice(0, at)] : undefined;
  const detail = code.slice(at + 1);
  return detailed?.[0](detail) ? detailed[1](detail) : code;
}

/** A file that is not an iCalendar, or one too costly to read; the message is a code (calendarProblem). */
export class CalendarReadError extends Error {}
