// The page's twins in each language, for search engines: <link rel="alternate" hreflang> to the English and the Pidgin
// URL, and x-default to the unprefixed one (which opens in the reader's language: server/http/locale.ts).
import { useLocation } from "react-router";
import { delocalizePath, isLocalizable, localizePath, LOCALES } from "@core/locales";

export function LanguageAlternates({ siteUrl }: { siteUrl: string }) {
  const { pathname, search } = useLocation();
  if (!isLocalizable(pathname)) return null;
  const path = `${delocalizePath(pathname)}${search}`;
  return (
    <>
      {LOCALES.map((l) => <link key={l} rel="alternate" hrefLang={l} href={`${siteUrl}${localizePath(path, l)}`} />)}
      <link rel="alternate" hrefLang="x-default" href={`${siteUrl}${path}`} />
    </>
  );
}
