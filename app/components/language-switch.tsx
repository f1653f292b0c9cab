// The header's language switch: the page's language, and a plain link to the same page in the other one through
// /language/{locale} (server/http/locale.ts), which remembers the choice in a cookie. A plain link works without
// JavaScript, and with it loads the whole page anew in the other language.
import { useLocation } from "react-router";
import { delocalizePath, LOCALE_NAMES, type Locale } from "@core/locales";
import { useLocale } from "~/lib/i18n";
import { m } from "@core/paraglide/messages";

/** The link that opens `path` (with its query) in `locale` and remembers the choice. */
export const switchHref = (path: string, locale: Locale) => `/language/${locale}?next=${encodeURIComponent(delocalizePath(path))}`;

export function LanguageSwitch() {
  const locale = useLocale();
  const { pathname, search } = useLocation();
  const other: Locale = locale === "en" ? "pcm" : "en";
  return (
    <span className="flex items-center gap-2">
      <span aria-label={m.header_language_current()}>{locale.toUpperCase()}</span>
      <a href={switchHref(`${pathname}${search}`, other)} hrefLang={other} lang={other} className="underline underline-offset-2 hover:no-underline">
        {LOCALE_NAMES[other]}
      </a>
    </span>
  );
}
