// The unread e-mail's words in its reader's language (users.language), no database needed: a Pidgin reader's e-mail is
// Pidgin with links to the /pcm pages; an English reader's is word for word as before.
import { describe, expect, it } from "vitest";
import { unreadMail } from "./messages.mails";
import type { UnreadMailFacts } from "./messages.unread-mails.repo";

const facts = (readerLanguage: string, o: Partial<UnreadMailFacts> = {}): UnreadMailFacts => ({
  unread: 4,
  emailedAt: null,
  oldestUnreadAt: new Date("2026-07-01T10:00:00Z"),
  newestAt: new Date("2026-07-01T10:05:00Z"),
  readerId: "owner",
  readerName: "Ada",
  readerEmail: "ada@example.com",
  readerLanguage,
  senderName: "Tunde",
  listingTitle: "Canon EOS R5",
  contactsShown: false,
  latest: [
    { body: "", hasContact: false, photos: 2 },
    { body: "See   this", hasContact: false, photos: 1 },
    { body: "Is it free?", hasContact: false, photos: 0 },
  ],
  ...o,
});
const mail = (language: string, o?: Partial<UnreadMailFacts>) =>
  unreadMail(facts(language, o), {
    conversationId: 7,
    siteUrl: "https://haya.test",
    shown: (b) => b,
  });

describe("the unread e-mail in its reader's language", () => {
  it("is unchanged in English", () => {
    const m = mail("en");
    expect(m.to).toBe("ada@example.com");
    expect(m.subject).toBe("Tunde sent you 4 messages about Canon EOS R5");
    expect(m.text).toBe(
      [
        "Hello Ada,",
        "Tunde wrote to you on Haya about Canon EOS R5:",
        "“Is it free?”",
        "“See this” (with a photo)",
        "A photo (2)",
        "…and 1 more.",
        "Reply on Haya: keeping your messages and payment on Haya protects you both.",
        "Read and reply:\nhttps://haya.test/messages/7",
        "You get this email when a message waits unread for 15 minutes; at most one an hour for each conversation.",
      ].join("\n\n") + "\n\nHaya, Nigeria's rental marketplace",
    );
    expect(m.html).toMatch(/<html lang="en">/);
    const one = mail("en", { unread: 1, latest: [{ body: "Hi", hasContact: false, photos: 3 }] });
    expect(one.subject).toBe("Tunde sent you a message about Canon EOS R5");
    expect(one.text).toContain("“Hi” (with 3 photos)");
    expect(mail("xx").subject).toBe("Tunde sent you 4 messages about Canon EOS R5");
  });

  it("is Pidgin, with links to the /pcm pages, for a Pidgin reader", () => {
    const m = mail("pcm");
    expect(m.subject).toBe("Tunde send you 4 messages about Canon EOS R5");
    expect(m.text).toContain("Tunde write you for Haya about Canon EOS R5:");
    expect(m.text).toContain("“See this” (plus one photo)");
    expect(m.text).toContain("Read am and reply:\nhttps://haya.test/pcm/messages/7");
    expect(m.text).not.toContain("https://haya.test/messages/");
    expect(m.html).toMatch(/<html lang="pcm">/);
    expect(mail("pcm", { unread: 1 }).subject).toBe("Tunde send you message about Canon EOS R5");
    expect(m.text).toContain("…plus 1 more.");
  });

  it("says where a number was hidden in the reader's words", () => {
    const hidden = { latest: [{ body: "Call me on [hidden]", hasContact: true, photos: 0 }], unread: 1 };
    expect(mail("pcm", hidden).text).toContain("“Call me on [we hide am]”");
    expect(mail("en", hidden).text).toContain("“Call me on [hidden]”");
  });
});
