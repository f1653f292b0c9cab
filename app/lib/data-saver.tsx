// Data saver: a phone that asks to save data (the Save-Data request header, or the person's own setting on /account)
// gets the smallest photos and no prefetching of the next page on a touch or hover (Link and NavLink in lib/links.tsx).
// The root loader decides it for the request; components read it here.
import { createContext, useContext } from "react";

export const DataSaver = createContext(false);

/** Whether this page is served to a phone saving data. */
export const useDataSaver = () => useContext(DataSaver);
