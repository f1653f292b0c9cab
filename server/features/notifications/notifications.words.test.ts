// Notifications keep their English text and which message says it (no database needed): the stored text is the English
// it always was; shown to a Pidgin reader, the kept message says it in Pidgin with its inputs (a listing's title, an
// amount, a bank's reason); a row written before messages were kept is read back against the English; a text no
// message matches (an older row) shows as stored; English readers see the stored text.
import { describe, expect, it } from "vitest";
import { m } from "../../../core/paraglide/messages";
import { NOTIFICATION_WORDS, shownWords, storedWords, wordsIn, wordsOf } from "./notifications.words";

describe("notification words", () => {
  it("are stored in English, exactly as before", () => {
    expect(storedWords(m.mail_notif_message_title, { title: "Canon EOS R5" }).text).toBe("New message about Canon EOS R5");
    expect(storedWords(m.mail_notif_message_body).text).toBe("Open the conversation to read and answer it.");
    expect(storedWords(m.mail_notif_payout_failed_title, { amount: "₦12,500" }).text).toBe("Payout of ₦12,500 failed");
    expect(storedWords(m.mail_notif_payout_refused_body).text).toBe("The bank did not accept it. The money is in your available balance again.");
    expect(storedWords(m.mail_notif_claim_renter_body, { amount: "₦0" }).text).toBe("₦0 of your deposit comes back to you.");
    expect(storedWords(m.mail_notif_bk_cancel_owner_team_refund_body, { who: "Ada", refund: "₦9,000" }).text).toBe(
      "Haya's team cancelled the booking. Those dates are free again. Refund to the renter: ₦9,000.",
    );
    expect(storedWords(m.mail_notif_bk_unanswered_owner_body, { renter: "Tunde" }).text).toBe("You did not answer Tunde's request in time.");
  });

  it("keep their message and inputs, said in the reader's language, whatever the inputs look like", () => {
    // A listing whose title reads like another message's English: the kept message, not the text, says what it is.
    const title = storedWords(m.mail_notif_bk_cancelled_title, { title: "Ada cancelled your booking." });
    const body = storedWords(m.mail_notif_bk_returned_body);
    const kept = wordsOf(title, body);
    expect(kept).toEqual({ title: { id: "mail_notif_bk_cancelled_title", inputs: { title: "Ada cancelled your booking." } }, body: { id: "mail_notif_bk_returned_body", inputs: {} } });
    expect(wordsIn(title.text, kept?.title, "pcm")).toBe(m.mail_notif_bk_cancelled_title({ title: "Ada cancelled your booking." }, { locale: "pcm" }));
    expect(wordsIn(title.text, kept?.title, "en")).toBe(title.text);
    expect(wordsIn(body.text, kept?.body, "pcm")).toBe(m.mail_notif_bk_returned_body({}, { locale: "pcm" }));
    // Plain text keeps nothing; a kept name that is no longer a message falls back to the English.
    expect(wordsOf("Message 1", "Open it")).toBeNull();
    expect(wordsIn("Ada cancelled your booking.", { id: "gone_message", inputs: {} }, "pcm")).toBe("Ada don cancel your booking.");
    expect(() => storedWords(m.err_listing_not_found)).toThrow("not one of WORD_IDS");
  });

  it("written before their messages were kept, are shown in Pidgin to a Pidgin reader, keeping the parts that vary", () => {
    expect(shownWords("New message about Canon EOS R5: 50mm (good)", "pcm")).toBe("Dem send you message about Canon EOS R5: 50mm (good)");
    expect(shownWords("Open the conversation to read and answer it.", "pcm")).toBe("Open di conversation to read am and answer.");
    expect(shownWords("Payout of ₦12,500 came back", "pcm")).toBe("Your payout of ₦12,500 don return");
    expect(shownWords("The bank did not accept it. The money is in your available balance again.", "pcm")).toBe(
      "Di bank no accept am. Di money don return to your available balance.",
    );
    expect(shownWords("Account closed. The money is in your available balance again.", "pcm")).toBe("Account closed. Di money don return to your available balance.");
    expect(shownWords("You get ₦5,000.", "pcm")).toBe("You go collect ₦5,000.");
    expect(shownWords("Request expired: Canon EOS R5", "pcm")).toBe("Request don expire: Canon EOS R5");
    expect(shownWords("Haya's team cancelled your booking. Refund to the renter: ₦9,000.", "pcm")).toBe(
      "Haya team don cancel your booking. Refund wey go back to di renter: ₦9,000.",
    );
    expect(shownWords("Ada cancelled your booking.", "pcm")).toBe("Ada don cancel your booking.");
  });

  it("read every message back as itself (no message's English is taken for another's)", () => {
    const sample = new Proxy({}, { get: (_t, name) => (typeof name === "string" ? `Canon ${name} 2` : undefined) }) as Record<string, string>;
    for (const words of NOTIFICATION_WORDS) expect(shownWords(words(sample, { locale: "en" }), "pcm")).toBe(words(sample, { locale: "pcm" }));
  });

  it("say a pick-up at 'Noon' in the reader's language, kept or read back", () => {
    const body = storedWords(m.mail_notif_bk_pickup_renter_body, { day: "1 Dec 2026", time: "Noon" });
    expect(body.text).toBe("1 Dec 2026 at Noon. Bring your ID.");
    expect(wordsIn(body.text, wordsOf("Pick-up tomorrow", body)?.body, "pcm")).toBe("1 Dec 2026 by 12:00 PM. Carry your ID come.");
    expect(wordsIn(body.text, wordsOf("Pick-up tomorrow", body)?.body, "en")).toBe(body.text);
    expect(shownWords("Your payment was received. Pick-up on 1 Dec 2026 at Noon.", "pcm")).toBe("We don receive your payment. Pick-up na 1 Dec 2026 by 12:00 PM.");
    expect(shownWords("Your payment was received. Pick-up on 1 Dec 2026 at 9:00 AM.", "pcm")).toBe("We don receive your payment. Pick-up na 1 Dec 2026 by 9:00 AM.");
  });

  it("show as stored when no message matches, and to English readers", () => {
    expect(shownWords("Something written long ago", "pcm")).toBe("Something written long ago");
    expect(shownWords("New message about Canon EOS R5", "en")).toBe("New message about Canon EOS R5");
  });
});
