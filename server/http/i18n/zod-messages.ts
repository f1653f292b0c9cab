// zod's own messages, for the fields whose schema gives none, in the request's language (messages-locale.ts): "Must be at
// most 200 characters" rather than zod's English "Too big: expected string to have <=200 characters". A schema's own
// message always comes first; an issue not named here keeps zod's English.
import { z, type core } from "zod";
import { m } from "../../../core/paraglide/messages";

type Issue = core.$ZodRawIssue;

const TYPE: Record<string, () => string> = {
  number: () => m.err_zod_number(),
  int: () => m.err_whole_number(),
  string: () => m.err_zod_text(),
  boolean: () => m.err_zod_true_false(),
  array: () => m.err_zod_list(),
  object: () => m.err_zod_object(),
};

/** The message for one issue, or undefined for zod's own. */
export function zodMessage(issue: Issue): string | undefined {
  switch (issue.code) {
    case "invalid_type":
      if (issue.input === undefined) return m.err_zod_required();
      return TYPE[issue.expected]?.() ?? m.err_zod_type({ expected: issue.expected });
    case "too_big": {
      const max = String(issue.maximum);
      if (issue.origin === "string") return m.err_at_most_chars({ max });
      if (issue.origin === "array" || issue.origin === "set") return m.err_zod_at_most_items({ max });
      return issue.inclusive === false ? m.err_zod_less_than({ max }) : m.err_at_most({ max });
    }
    case "too_small": {
      const min = String(issue.minimum);
      if (issue.origin === "string") return min === "1" ? m.err_zod_not_empty() : m.err_zod_at_least_chars({ min });
      if (issue.origin === "array" || issue.origin === "set") return m.err_zod_at_least_items({ min });
      return issue.inclusive === false ? m.err_zod_more_than({ min }) : m.err_zod_at_least({ min });
    }
    case "invalid_value":
      return m.err_zod_one_of({ values: issue.values.map(String).join(", ") });
    case "invalid_format":
      if (issue.format === "email") return m.err_email_invalid_example();
      if (issue.format === "url") return m.err_zod_url();
      return m.err_zod_format();
    case "unrecognized_keys":
      return m.err_zod_unknown_keys({ keys: issue.keys.join(", ") });
    default:
      return undefined;
  }
}

/** Makes zod use these messages (setting it again changes nothing). */
export function zodSpeaksRequestLanguage() {
  z.config({ customError: zodMessage });
}
