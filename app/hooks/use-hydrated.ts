// Whether the page's script runs yet: false on the server and while hydrating, true after. Pages that work without
// JavaScript use it to switch to their richer behaviour once it is there.
import { useSyncExternalStore } from "react";

export const useHydrated = () =>
  useSyncExternalStore(
    () => () => {},
    () => true,
    () => false,
  );
