// A key that changes once for every answer the page gets, for forms rebuilt after each answer (as a page load is
// without JavaScript) but never while someone is typing into them.
import { useActionData, useLocation } from "react-router";

const ids = new WeakMap<object, string>();
let next = 0;

/**
 * The answer's own identity: React Router shows an action's answer (useActionData) while the page's data is still being
 * fetched again, and only then moves to a new location. Keyed by the location alone, a form shown with the answer was
 * built a second time a moment later, emptying what had been typed into it since (a password, on a busy phone). A
 * redirect (no answer) or a link followed is a new location: the form is rebuilt then.
 */
export function useAnswerKey(): string {
  const answer: unknown = useActionData();
  const { key } = useLocation();
  if (answer === null || typeof answer !== "object") return key;
  let id = ids.get(answer);
  if (id === undefined) {
    id = `answer-${++next}`;
    ids.set(answer, id);
  }
  return id;
}
