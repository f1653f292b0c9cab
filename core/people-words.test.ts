// The people area's shared words (decision 038): the English the forms and the service always said, and Pidgin when
// the request is in Pidgin; the values sent and stored stay the English ones.
import { afterEach, describe, expect, test } from "vitest";
import { CONTACT_TOPICS, contactTopicLabel } from "./contact";
import { contactsHiddenMessage, REPORT_REASONS, reportReasonLabel, tooManyPhotos } from "./messages";
import { overwriteGetLocale } from "./paraglide/runtime";

afterEach(() => overwriteGetLocale(() => "en"));

describe("report reasons, contact topics and message texts", () => {
  test("say in English what they said before", () => {
    expect(REPORT_REASONS.map(reportReasonLabel)).toEqual(REPORT_REASONS.map((r) => r[0]!.toUpperCase() + r.slice(1)));
    expect(CONTACT_TOPICS.map((t) => contactTopicLabel(t))).toEqual([...CONTACT_TOPICS]);
    expect(tooManyPhotos()).toBe("Add at most 4 photos to a message");
  });

  test("are in Pidgin for a Pidgin request", () => {
    overwriteGetLocale(() => "pcm");
    expect(reportReasonLabel("other")).toBe("Something else");
    expect(contactTopicLabel("A booking")).toBe("About booking");
    expect(contactsHiddenMessage()).toMatch(/^We don hide/);
    expect(contactsHiddenMessage({ locale: "en" })).toMatch(/^We hid the phone number/);
  });
});
