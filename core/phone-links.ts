// Links to reach a person by their phone number once the booking page shows it (issue 38, item 13): a WhatsApp chat,
// which most Nigerians use before calling. Pure, so the server and the pages share it.

/**
 * The https://wa.me/234… link of a Nigerian mobile number (+234 803 …, 234803…, 0803…), or null for any other number:
 * wa.me wants the full international number in digits only, and a number from elsewhere is not one we can vouch for.
 */
export function whatsappLink(phone: string): string | null {
  const digits = phone.replace(/[\s\-().]/g, "");
  const m = /^(?:\+?234|0)([789][01]\d{8})$/.exec(digits);
  return m ? `https://wa.me/234${m[1]}` : null;
}
