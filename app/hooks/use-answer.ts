// The answer of the page's last form post, as the page shows it: held back while React Router fetches the page's data
// again after the action, then shown with that data and the new location in one render.
import { useRef } from "react";
import { useActionData, useNavigation } from "react-router";

/**
 * useActionData, settled. React Router has the action's answer before the page's data comes back, and renders it then.
 * Forms rebuilt after each answer are keyed by the location, which changes only once the data is back: shown at once,
 * a form that comes with the answer (the payout confirmation, with its password) was built twice, and what was typed
 * into it in between was lost; a form rebuilt with the answer would take its defaults from the data before the post.
 */
export function useAnswer<T>(): T | undefined {
  const answer = useActionData() as T | undefined;
  const navigation = useNavigation();
  const shown = useRef(answer);
  const settling = navigation.state === "loading" && !!navigation.formMethod && navigation.formMethod.toUpperCase() !== "GET";
  if (!settling) shown.current = answer;
  return shown.current;
}
