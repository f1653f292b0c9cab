// The header on every page: top bar (language switch, help, sign-in), logo, search, cart badge and the main navigation.
import { ChevronDown, ShoppingCart } from "lucide-react";
import { Form, Link, NavLink } from "~/lib/links";
import { useLocation, useSearchParams } from "react-router";
import { HeaderSearch } from "~/components/header-search";
import { photoUrl } from "~/lib/images";
import { NotificationsBell } from "~/components/notifications-bell";
import { MessagesLink } from "~/components/messages/messages-link";
import { LanguageSwitch } from "~/components/language-switch";
import { m } from "@core/paraglide/messages";

const NAV = [
  { to: "/reservation", label: m.nav_reservation },
  { to: "/vehicles", label: m.nav_vehicles },
  { to: "/trucks", label: m.nav_trucks },
  { to: "/logistics", label: m.nav_logistics },
  { to: "/event-halls", label: m.nav_event_halls },
  { to: "/business", label: m.nav_for_business },
];

export function Header({
  user,
  cartLines = 0,
}: {
  user: { name: string; image: string | null; unreadNotifications?: number; unreadMessages?: number } | null;
  /** The lines of the person's cart: the badge's number. */
  cartLines?: number;
}) {
  const [params] = useSearchParams();
  return (
    // On a phone it folds to its row of logo, cart, bell and messages as the page scrolls; from sm up it is a grid
    // (app.css, .site-header). The fold counts on the heights of what scrolls off: h-9, h-13 and the menu's.
    <header className="site-header z-40 bg-white shadow-sm">
      <div className="bg-brand-800 text-xs text-white sm:col-span-full">
        <div className="mx-auto flex h-9 max-w-7xl items-center justify-between gap-3 px-4">
          <div className="flex shrink-0 items-center gap-4">
            <LanguageSwitch />
            <Link to="/help" className="hover:underline">{m.header_help()}</Link>
          </div>
          {user ? (
            <AccountMenu name={user.name} image={user.image} />
          ) : (
            <Link to="/login" className="rounded bg-amber-400 px-2.5 py-1 font-bold text-slate-900 hover:bg-amber-300">
              {m.header_sign_in()}
            </Link>
          )}
        </div>
      </div>
      {/* The row that stays on a phone; from sm up its two parts are cells of the header's grid, the search between. */}
      <div className="sticky top-0 z-10 flex h-15 items-center gap-3 bg-white px-4 sm:contents">
        <Link to="/" className="shrink-0 text-2xl font-extrabold tracking-tight text-brand-700 sm:col-start-2 sm:row-start-2" aria-label={m.header_home_label()}>
          Haya
        </Link>
        <div className="ml-auto flex shrink-0 items-center gap-3 sm:col-start-4 sm:row-start-2">
          <Link to="/cart" className="relative flex size-11 shrink-0 items-center justify-center rounded-lg hover:bg-slate-100" aria-label={m.header_cart({ count: cartLines })}>
            <ShoppingCart aria-hidden className="size-6 text-slate-700" />
            <span className="absolute -right-0.5 -top-0.5 flex size-5 items-center justify-center rounded-full bg-amber-400 text-xs font-bold text-slate-900">{cartLines}</span>
          </Link>
          {user && <NotificationsBell unread={user.unreadNotifications ?? 0} />}
          {user && <MessagesLink unread={user.unreadMessages ?? 0} />}
        </div>
      </div>
      {/* On a phone the search has a row of its own, so that its placeholder is read whole. */}
      <div className="h-13 px-4 pb-2 sm:col-start-3 sm:row-start-2 sm:mx-3 sm:h-auto sm:px-0 sm:py-3">
        <HeaderSearch initial={params.get("search") ?? ""} />
      </div>
      <nav aria-label={m.header_main_nav()} className="border-t border-slate-200 max-sm:h-[calc(2.5rem+1px)] sm:col-span-full sm:row-start-3">
        <ul className="mx-auto flex max-w-7xl gap-1 overflow-x-auto px-2 text-sm font-medium">
          {NAV.map((n) => (
            <li key={n.to} className="shrink-0">
              <NavLink
                to={n.to}
                prefetch="intent"
                className={({ isActive }) =>
                  `block px-3 py-2.5 hover:text-brand-700 ${isActive ? "text-brand-700 underline underline-offset-4" : "text-slate-700"}`
                }
              >
                {n.label()}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
    </header>
  );
}

/** The signed-in person's name opening My Rentals, Profile and Sign out. A <details> element: it works before JavaScript. */
function AccountMenu({ name, image }: { name: string; image: string | null }) {
  const { pathname } = useLocation();
  const item = "block w-full px-4 py-2.5 text-left text-sm text-slate-800 hover:bg-slate-100";
  return (
    // Keyed by the path so that the menu is closed again after it has taken the person somewhere.
    <details
      key={pathname}
      className="relative min-w-0"
      onKeyDown={(e) => {
        // Escape closes the menu and puts focus back on its button, as menus do.
        if (e.key !== "Escape" || !e.currentTarget.open) return;
        e.currentTarget.open = false;
        e.currentTarget.querySelector("summary")?.focus();
      }}
    >
      <summary className="flex cursor-pointer list-none items-center gap-1 rounded px-2 py-1 font-semibold hover:bg-brand-700 [&::-webkit-details-marker]:hidden">
        {image && <img src={photoUrl(image, 160)} alt="" width={20} height={20} className="size-5 rounded-full bg-brand-700 object-cover" />}
        <span title={name} className="max-w-40 truncate">{name}</span>
        <ChevronDown aria-hidden className="size-3.5" />
        <span className="sr-only">{m.header_account_menu()}</span>
      </summary>
      <ul className="absolute right-0 z-50 mt-1 w-44 overflow-hidden rounded-lg bg-white py-1 shadow-lg ring-1 ring-slate-200">
        <li><Link to="/my-rentals" className={item}>{m.menu_my_rentals()}</Link></li>
        <li><Link to="/saved" className={item}>{m.menu_saved()}</Link></li>
        <li><Link to="/account" className={item}>{m.menu_profile()}</Link></li>
        <li>
          <Form method="post" action="/logout">
            <button type="submit" className={item}>{m.menu_sign_out()}</button>
          </Form>
        </li>
      </ul>
    </details>
  );
}
