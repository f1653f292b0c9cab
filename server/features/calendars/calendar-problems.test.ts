// An import's failed fetch is stored as a code and read in the owner's language; sentences stored before the codes stay.
import { describe, expect, it } from "vitest";
import { messagesFollowRequest } from "../../http/i18n/messages-locale";
import { requestLocale } from "../../http/i18n/request-locale";
import { addressProblemText, calendarProblem, calendarProblemText } from "./calendar-problems";

messagesFollowRequest();

describe("calendar problems", () => {
  it("each code reads as its sentence, in English outside a request", () => {
    expect(calendarProblemText(calendarProblem.status(404, "Not Found"))).toBe("The calendar's server answered 404 Not Found: check the address");
    expect(calendarProblemText(calendarProblem.status(500))).toBe("The calendar's server answered 500: check the address");
    expect(calendarProblemText(calendarProblem.tooLarge(1))).toBe("The calendar is larger than 1 MB");
    expect(calendarProblemText(calendarProblem.timeout(10))).toBe("The calendar's server did not answer within 10 seconds");
    expect(calendarProblemText(calendarProblem.redirectTo("address-https"))).toBe("The calendar's address redirects somewhere Haya does not follow: use an address starting with https://");
    expect(calendarProblemText("private")).toBe("This address is on a private network, which Haya cannot reach: use the calendar's public address");
    expect(calendarProblemText("no-host")).toBe("No server has this address's name: check the address");
    expect(calendarProblemText(calendarProblem.tls)).toBe("The calendar's server has no valid https certificate");
    expect(calendarProblemText(calendarProblem.connect)).toBe("Could not connect to the calendar's server");
    expect(calendarProblemText(calendarProblem.redirects)).toBe("The calendar's address redirects too many times");
    expect(calendarProblemText(calendarProblem.notCalendar)).toBe("This address did not give a calendar (.ics) file");
    expect(calendarProblemText(calendarProblem.unreadable)).toBe("This calendar file could not be read");
    expect(calendarProblemText(calendarProblem.repeats)).toBe("This calendar repeats its events too often to be read");
  });

  it("in Pidgin inside a Pidgin request", () => {
    requestLocale.run("pcm", () => {
      expect(calendarProblemText(calendarProblem.status(404, "Not Found"))).toBe("Di calendar server answer 404 Not Found: check di address");
      expect(calendarProblemText(calendarProblem.notCalendar)).toBe("Dis address no give us calendar (.ics) file");
      expect(addressProblemText("address-credentials")).toBe("No put user name and password inside di address");
    });
  });

  it("a sentence stored before the codes, or a code with a detail it cannot have, is shown as it is", () => {
    expect(calendarProblemText("The calendar's server answered 404 Not Found: check the address")).toBe("The calendar's server answered 404 Not Found: check the address");
    expect(calendarProblemText("timeout:soon")).toBe("timeout:soon");
    expect(calendarProblemText("redirect:somewhere")).toBe("redirect:somewhere");
  });
});
