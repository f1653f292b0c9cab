// The common layout of Haya's e-mails: a plain-text body and a matching HTML one with inline styles and one button.
// E-mail clients drop <style> blocks and external CSS, so every style sits on its element; tables lay it out
// because Outlook ignores most of CSS layout. Each e-mail is in its reader's language (users.language; decision 038),
// given explicitly: mails are often written in jobs, where no request has a language.
import { isLocale, localizePath, type Locale } from "../../../core/locales";
import { m } from "../../../core/paraglide/messages";

/** The language of a person's e-mails from their users.language; English when unknown. */
export const mailLocale = (language: unknown): Locale => (isLocale(language) ? language : "en");

/** An absolute link to a page of Haya in `locale` (a Pidgin reader's links open the /pcm pages). */
export const mailUrl = (origin: string, path: string, locale: Locale): string => `${origin.replace(/\/+$/, "")}${localizePath(path, locale)}`;

/** "Hello Ada," in `locale`. */
export const hello = (name: string, locale: Locale): string => m.mail_greeting({ name }, { locale });

export interface MailContent {
  /** The HTML document's title (a screen reader announces it); the e-mail's subject is a good one. */
  title?: string;
  greeting: string;
  paragraphs: string[];
  /** The single call to action, e.g. { label: "Verify your e-mail", url: "https://haya.ng/verify?token=…" }. */
  action?: { label: string; url: string };
  /** Small print under the message, e.g. why the person got it. */
  footer?: string;
  /** The reader's language: the layout's own words and <html lang>. English when unset. */
  locale?: Locale;
}

const FONT = "font-family:Arial,Helvetica,sans-serif;";

function escapeHtml(s: string): string {
  return s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

export function renderMail({ title = "Haya", greeting, paragraphs, action, footer, locale = "en" }: MailContent): { text: string; html: string } {
  // A link in an e-mail must be absolute (new URL throws otherwise) and http(s): anything else is a bug or an
  // injection, refused rather than mailed.
  if (action && !/^https?:$/.test(new URL(action.url).protocol)) throw new Error(`renderMail: not an http(s) link: ${action.url}`);

  const text = [greeting, ...paragraphs, ...(action ? [`${action.label}:\n${action.url}`] : []), ...(footer ? [footer] : []), m.mail_signature({}, { locale })].join("\n\n");

  const p = (s: string) => `<p style="margin:0 0 16px;">${escapeHtml(s)}</p>`;
  const button = action
    ? `<p style="margin:24px 0;"><a href="${escapeHtml(action.url)}" style="display:inline-block;background:#047857;color:#ffffff;text-decoration:none;font-weight:bold;padding:12px 20px;border-radius:6px;">${escapeHtml(action.label)}</a></p>` +
      `<p style="margin:0 0 16px;font-size:14px;color:#475569;">${escapeHtml(m.mail_copy_link({}, { locale }))}<br><span style="word-break:break-all;">${escapeHtml(action.url)}</span></p>`
    : "";
  const small = footer ? `<tr><td style="padding:16px 24px;border-top:1px solid #e2e8f0;${FONT}font-size:13px;line-height:1.5;color:#475569;">${escapeHtml(footer)}</td></tr>` : "";
  const html = `<!doctype html>
<html lang="${locale}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(title)}</title></head>
<body style="margin:0;padding:0;background:#f1f5f9;">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#f1f5f9;"><tr><td align="center" style="padding:24px 12px;">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:560px;background:#ffffff;border-radius:8px;">
<tr><td style="padding:24px 24px 0;${FONT}font-size:22px;font-weight:bold;color:#065f46;">Haya</td></tr>
<tr><td style="padding:16px 24px 8px;${FONT}font-size:16px;line-height:1.5;color:#0f172a;">
${p(greeting)}
${paragraphs.map(p).join("\n")}
${button}
</td></tr>
${small}
</table>
</td></tr></table>
</body>
</html>
`;
  return { text, html };
}
