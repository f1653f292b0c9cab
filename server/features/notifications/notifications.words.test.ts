// Notifications are stored in English and shown in the reader's language (no database needed): the stored words are
// the English they always were; read back for a Pidgin reader, they are Pidgin with the varying parts (a listing's
// title, an amount, a bank's reason) kept; a text no message matches (an older row) shows as stored; English readers
// see the stored text.
import { describe, expect, it } from "vitest";
import { m } from "../../../core/paraglide/messages";
import { NOTIFICATION_WORDS, shownWords, storedWords } from "./notifications.words";

describe("notification words", () => {
  it("are stored in English, exactly as before", () => {
    expect(storedWords(m.mail_notif_message_title, { title: "Canon EOS R5" })).toBe("New message about Canon EOS R5");
    expect(storedWords(m.mail_notif_message_body)).toBe("Open the conversation to read and answer it.");
    expect(storedWords(m.mail_notif_payout_failed_title, { amount: "₦12,500" })).toBe("Payout of ₦12,500 failed");
    expect(storedWords(m.mail_notif_payout_refused_body)).toBe("The bank did not accept it. The money is in your available balance again.");
    expect(storedWords(m.mail_notif_claim_renter_body, { amount: "₦0" })).toBe("₦0 of your deposit comes back to you.");
    expect(storedWords(m.mail_notif_bk_cancel_owner_team_refund_body, { who: "Ada", refund: "₦9,000" })).toBe(
      "Haya's team cancelled the booking. Those dates are free again. Refund to the renter: ₦9,000.",
    );
    expect(storedWords(m.mail_notif_bk_unanswered_owner_body, { renter: "Tunde" })).toBe("You did not answer Tunde's request in time.");
  });

  it("are shown in Pidgin to a Pidgin reader, keeping the parts that vary", () => {
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

  it("show as stored when no message matches, and to English readers", () => {
    expect(shownWords("Something written long ago", "pcm")).toBe("Something written long ago");
    expect(shownWords("New message about Canon EOS R5", "en")).toBe("New message about Canon EOS R5");
  });
});
