// Links, forms and redirects that keep the reader in their language: React Router's own, with a site path ("/browse")
// turned into the page's language ("/pcm/browse" on a Pidgin page; core/locales.ts says which paths are pages).
// Links also prefetch nothing for a phone saving data (lib/data-saver.tsx). Import these instead of React Router's.
import { useCallback } from "react";
import {
  createPath,
  resolvePath,
  Form as RouterForm,
  Link as RouterLink,
  NavLink as RouterNavLink,
  redirect as routerRedirect,
  useLocation,
  useNavigate as useRouterNavigate,
  type FormProps,
  type LinkProps,
  type NavigateFunction,
  type NavLinkProps,
  type To,
} from "react-router";
import { localizePath, type Locale } from "@core/locales";
import { useDataSaver } from "~/lib/data-saver";
import { useLocale } from "~/lib/i18n";
import { getLocale } from "@core/paraglide/runtime";

/** `to` in `locale`: site paths get the language's prefix; relative paths, other sites and non-pages stay as they are. */
export function localizeTo(to: To, locale: Locale): To {
  if (typeof to === "string") return localizePath(to, locale);
  return to.pathname ? { ...to, pathname: localizePath(to.pathname, locale) } : to;
}

/** A function that puts a site path in the page's language: for hrefs of plain <a> elements and computed URLs. */
export function useLocalePath() {
  const locale = useLocale();
  return useCallback((path: string) => localizePath(path, locale), [locale]);
}

/** React Router's Link, in the page's language, prefetching nothing for a phone saving data. */
export function Link({ to, prefetch, ...props }: LinkProps) {
  const saving = useDataSaver();
  const localized = localizeTo(to, useLocale());
  const prefetching = saving ? "none" : prefetch;
  if (serverLink && typeof localized === "string" && (prefetching ?? "none") !== "render" && prefetching !== "viewport") {
    const anchor = serverLink(localized, props);
    if (anchor) return anchor;
  }
  return <RouterLink {...props} to={localized} prefetch={prefetching} />;
}

/**
 * On the server, a link to a site path ("/item/12?x=1") is the <a> React Router's Link renders there: its href resolved,
 * `data-discover`, and the rest of its props, none of the dozen hooks Link runs for the browser (a tenth of an item
 * page's render). Anything else (relative paths, other sites, prefetching on render or in view, which render more than
 * the <a>) is undefined: React Router's Link renders it. links.test.ts renders both and compares. Server only: the
 * browser's bundle has none of it.
 */
export const serverLink = import.meta.env.SSR
  ? (to: string, props: Omit<LinkProps, "to" | "prefetch">) => {
      if (!to.startsWith("/") || to.startsWith("//")) return undefined;
      const { discover = "render", relative: _relative, reloadDocument: _reload, replace: _replace, mask: _mask, state: _state, preventScrollReset: _scroll, viewTransition: _transition, defaultShouldRevalidate: _revalidate, target, onClick: _onClick, ...rest } = props;
      return <a {...rest} href={createPath(resolvePath(to))} target={target} data-discover={discover === "render" ? "true" : undefined} />;
    }
  : undefined;

/** React Router's NavLink, in the page's language, prefetching nothing for a phone saving data. */
export function NavLink({ to, prefetch, ...props }: NavLinkProps) {
  const saving = useDataSaver();
  const localized = localizeTo(to, useLocale());
  const prefetching = saving ? "none" : prefetch;
  // The server's build only: the browser's NavLink reads the location itself, and its bundle keeps no useLocation here.
  // eslint-disable-next-line react-hooks/rules-of-hooks -- import.meta.env.SSR is fixed per build, so every render calls the same hooks
  const pathname = import.meta.env.SSR ? useLocation().pathname : "";
  if (serverNavLink && typeof localized === "string" && (prefetching ?? "none") !== "render" && prefetching !== "viewport") {
    const anchor = serverNavLink(localized, pathname, props);
    if (anchor) return anchor;
  }
  return <RouterNavLink {...props} to={localized} prefetch={prefetching} />;
}

/**
 * On the server, a NavLink to a site path is serverLink's <a> with NavLink's active state worked out as React Router
 * does (the page's path is the link's, or below it unless `end`; nothing is pending or in transition on the server):
 * `aria-current` and the className, style and children it gives for that state. links.test.ts compares it with
 * React Router's.
 */
export const serverNavLink = import.meta.env.SSR
  ? (to: string, at: string, props: Omit<NavLinkProps, "to" | "prefetch">) => {
      if (!to.startsWith("/") || to.startsWith("//") || props.viewTransition) return undefined;
      const { "aria-current": ariaCurrent = "page", caseSensitive = false, className = "", end = false, style, children, ...rest } = props;
      let target = resolvePath(to).pathname;
      let here = at;
      if (!caseSensitive) {
        target = target.toLowerCase();
        here = here.toLowerCase();
      }
      const endSlash = target !== "/" && target.endsWith("/") ? target.length - 1 : target.length;
      const isActive = here === target || (!end && here.startsWith(target) && here.charAt(endSlash) === "/");
      const state = { isActive, isPending: false, isTransitioning: false };
      return serverLink!(to, {
        ...rest,
        "aria-current": isActive ? ariaCurrent : undefined,
        className: typeof className === "function" ? className(state) : [className, isActive ? "active" : null].filter(Boolean).join(" "),
        style: typeof style === "function" ? style(state) : style,
        children: typeof children === "function" ? children(state) : children,
      });
    }
  : undefined;

/** React Router's Form, posting to its action in the page's language. */
export function Form({ action, ...props }: FormProps & { ref?: React.Ref<HTMLFormElement> }) {
  const locale = useLocale();
  return <RouterForm {...props} action={action === undefined ? undefined : localizePath(action, locale)} />;
}

/** React Router's useNavigate, going to site paths in the page's language. */
export function useNavigate(): NavigateFunction {
  const navigate = useRouterNavigate();
  const locale = useLocale();
  return useCallback(
    ((to: To | number, options?: object) => (typeof to === "number" ? navigate(to) : navigate(localizeTo(to, locale), options))) as NavigateFunction,
    [navigate, locale],
  );
}

/** React Router's redirect, to a site path in the language of the request being answered (loaders and actions). */
export const redirect: typeof routerRedirect = (url, init) => routerRedirect(localizePath(url, getLocale()), init);
