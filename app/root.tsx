// The document shell: header and footer around every page, plus the routing-error fallback.
import { isRouteErrorResponse, Links, Meta, Outlet, redirectDocument, Scripts, ScrollRestoration, useRouteLoaderData, type ShouldRevalidateFunction } from "react-router";
import { Fragment, useEffect } from "react";
import type { Route } from "./+types/root";
import { STYLE_MARK } from "~/lib/inline-styles";
import { delocalizePath, localeOfPath, localizePath } from "@core/locales";
import { getLocale } from "@core/paraglide/runtime";
import { Footer } from "~/components/footer";
import { Header } from "~/components/header";
import { markOpenConversationRead } from "~/lib/header-unread.server";
import { visitorCart } from "~/lib/cart.server";
import { NavigationProgress } from "~/components/navigation-progress";
import { OfflineMark } from "~/components/offline-mark";
import { DataSaver } from "~/lib/data-saver";
import { currentYearInLagos } from "@core/dates";
import { isUnavailable, UnavailableMessage } from "~/components/unavailable-message";
import { buildLocale, showLocale, useLocale } from "~/lib/i18n";
import { LanguageAlternates } from "~/components/language-alternates";
import { m } from "@core/paraglide/messages";
import { pageContext } from "../server/http/page-context";

// The stylesheet (~6 KB compressed) travels inside the server's HTML, so the first paint waits for no
// second request. The server renders a mark that entry.server.tsx replaces with the stylesheet (lib/inline-styles.ts).
// In the browser the page's own stylesheet is given back as it is: Preact (decision 048) hydrates the <style> as any
// element, and would empty it if it were given no text.
const styles = import.meta.env.SSR ? STYLE_MARK : (globalThis.document?.querySelector('style[data-href="haya-styles"]')?.textContent ?? "");

export async function loader({ context: provider, request }: Route.LoaderArgs) {
  const context = provider.get(pageContext);
  const user = context.session?.user;
  // The header's bell (one count on the partial index of unread notifications), unread messages badge (one small query)
  // and cart badge (the lines of the cart), read in one statement (features/badges); a visitor's cart is in their cookie.
  const { unreadNotifications, unreadMessages, cartLines } = user
    ? await markOpenConversationRead(context.services, user.id, request).then(() => context.services.badges.of(user.id))
    : { unreadNotifications: 0, unreadMessages: 0, cartLines: await context.services.cart.visitor.count(visitorCart(request)) };
  // Save-Data: on (the phone's data saver), or the person's own setting (/account): smaller photos, no prefetching
  // (lib/data-saver.tsx).
  const saveData = request.headers.get("save-data")?.trim().toLowerCase() === "on" || user?.dataSaver === true;
  return { year: currentYearInLagos(), cartLines, saveData, siteUrl: context.siteUrl, user: user ? { name: user.name, image: user.image, unreadMessages, unreadNotifications } : null };
}

/**
 * The header's counts are read again after every form (React Router's default), and on the way into or out of
 * /notifications: opening one there marks it read and goes on to its page (notification-open.tsx), and without this the
 * bell kept its old count until the next full page load.
 */
export const shouldRevalidate: ShouldRevalidateFunction = ({ currentUrl, nextUrl, defaultShouldRevalidate }) =>
  defaultShouldRevalidate || delocalizePath(currentUrl.pathname).startsWith("/notifications") || delocalizePath(nextUrl.pathname).startsWith("/notifications");

/**
 * The browser's code speaks the language of the page it was loaded with (decision 044): going to a page in the other
 * language (a sign-out's redirect home, a link to an English-only page) loads that page anew, with its language's code,
 * instead of rendering it here. Only GETs: a form posts where it posts, and its redirect comes back through here.
 * (The app has no GET fetchers; one to the other language's path would reload the page.)
 */
export const clientMiddleware: Route.ClientMiddlewareFunction[] = [
  ({ request, url }) => {
    if (buildLocale && request.method === "GET" && localeOfPath(url.pathname) !== buildLocale) throw redirectDocument(url.href);
  },
];

export function Layout({ children }: { children: React.ReactNode }) {
  const data = useRouteLoaderData<typeof loader>("root");
  // The page's language is its URL's (/pcm/…: Pidgin); its messages read it as they render (lib/i18n.ts).
  const locale = useLocale();
  showLocale(locale);
  // Set once the whole page, error pages too, has hydrated (effects run after the commit): before that, a control may
  // still be the server's HTML, whose events React does not handle yet. Browser tests wait for it before they act.
  useEffect(() => {
    document.documentElement.dataset.hydrated = "";
  }, []);
  return (
    <html lang={locale}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#065f46" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        {/* Installable: 'Add to Home screen' opens Haya as an app of its own (public/manifest.webmanifest). */}
        <link rel="manifest" href="/manifest.webmanifest" />
        <link rel="apple-touch-icon" href="/icon-192.png" />
        <LanguageAlternates siteUrl={data?.siteUrl ?? ""} />
        <Meta />
        <style href="haya-styles" precedence="default">{styles}</style>
        <Links />
      </head>
      <body className="flex min-h-screen flex-col">
        {/* Keyed by the language: a change of language re-renders every message, even where no prop changed. */}
        <Fragment key={locale}>
        <a href="#main" className="sr-only focus:not-sr-only focus:absolute focus:z-50 focus:bg-white focus:p-2">
          {m.shell_skip_to_content()}
        </a>
        <NavigationProgress />
        <DataSaver.Provider value={data?.saveData ?? false}>
          <Header user={data?.user ?? null} cartLines={data?.cartLines ?? 0} />
          <OfflineMark />
          <div id="main" className="flex-1">{children}</div>
          <Footer year={data?.year ?? currentYearInLagos()} />
        </DataSaver.Provider>
        </Fragment>
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (isUnavailable(error)) return <UnavailableMessage />;
  const detail = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText || ""}`.trim()
    : error instanceof Error
      ? error.message
      : m.shell_error_unknown();
  return (
    <main className="mx-auto max-w-2xl px-4 py-16 text-center">
      <h1 className="mb-4 text-3xl font-bold">{m.shell_error_title()}</h1>
      <p className="text-lg text-slate-700">{detail}</p>
      <a href={localizePath("/", getLocale())} className="mt-6 inline-block text-brand-700 underline">{m.shell_go_back_home()}</a>
    </main>
  );
}
