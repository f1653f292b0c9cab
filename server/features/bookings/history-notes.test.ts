// A booking's history notes are stored in English and shown in the reader's language, their varying parts kept.
import { describe, expect, it } from "vitest";
import { messagesFollowRequest } from "../../http/i18n/messages-locale";
import { requestLocale } from "../../http/i18n/request-locale";
import { cancelledByHayaNote, historyNoteIn, paidNote, SWEEP_NOTES } from "./history-notes";

messagesFollowRequest();

describe("booking history notes", () => {
  it("are shown as stored to an English reader", () => {
    for (const note of [...Object.values(SWEEP_NOTES), paidNote("haya_12_abc"), cancelledByHayaNote("Fake listing reported twice")]) expect(historyNoteIn(note)).toBe(note);
  });

  it("are Pidgin to a Pidgin reader, keeping a payment's reference and an operator's reason as written", () => {
    requestLocale.run("pcm", () => {
      expect(historyNoteIn(SWEEP_NOTES.unanswered)).toBe("Di owner no answer on time");
      expect(historyNoteIn(SWEEP_NOTES.unpaid)).toBe("Dem no pay for di booking on time");
      expect(historyNoteIn(paidNote("haya_12_abc"))).toBe("Dem don pay: haya_12_abc");
      expect(historyNoteIn(cancelledByHayaNote("Fake listing reported twice"))).toBe("Haya team cancel am: Fake listing reported twice");
      expect(historyNoteIn("Nothing to refund: the booking was not paid")).not.toMatch(/^Nothing to refund/);
      expect(historyNoteIn("A note from long ago")).toBe("A note from long ago");
    });
  });
});
