// Data saver: a phone that asks to save data (the Save-Data request header, or the person's own setting on /account)
// gets the smallest photos and no prefetching of the next page on a touch or hover. The root loader decides it for the
// request; components read it here.
import { createContext, useContext } from "react";
import { Link as RouterLink, NavLink as RouterNavLink, type LinkProps, type NavLinkProps } from "react-router";

export const DataSaver = createContext(false);

/** Whether this page is served to a phone saving data. */
export const useDataSaver = () => useContext(DataSaver);

/** React Router's Link, which prefetches nothing for a phone saving data. */
export function Link(props: LinkProps) {
  const saving = useDataSaver();
  return <RouterLink {...props} prefetch={saving ? "none" : props.prefetch} />;
}

/** React Router's NavLink, which prefetches nothing for a phone saving data. */
export function NavLink(props: NavLinkProps) {
  const saving = useDataSaver();
  return <RouterNavLink {...props} prefetch={saving ? "none" : props.prefetch} />;
}
