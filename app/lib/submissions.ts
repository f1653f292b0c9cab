// Telling whether a form's submission is still under way, from what React Router reports (its navigation and fetchers),
// for submit buttons that show they are working and cannot send the same form twice (app/hooks/use-submitting.ts).

/** A submission as React Router's navigation and fetchers describe one. */
export interface RouterSubmission {
  state: string;
  formMethod?: string | undefined;
  formData?: FormData | undefined;
}

/** A form this button belongs to was sent. */
export interface Sent {
  /** What was sent (submissionKey): the router's submission with the same key is this one. */
  key: string;
  /** The browser sends it itself (a document form, `reloadDocument`): busy until the page is left. */
  native: boolean;
  /** This button sent it (not another button of the same form): it shows that it is working. */
  mine: boolean;
  /**
   * Not yet seen in the router's state. React renders the router's new state a moment after the submit event (a
   * transition), so until then the button stays busy on its own word; after that, the router says when it is over.
   */
  fresh: boolean;
}

/** How long a submission the router never showed keeps its button busy once the router is idle. */
export const UNSEEN_MS = 1000;

const keys = new WeakMap<FormData, string>();

/**
 * One string per distinct submission: the method and every field in order (a file by its name, size and type). The
 * router's FormData is built from the form and its submitter exactly as the submit event's is, so equal keys are the
 * same submission.
 */
export function submissionKey(method: string, data: FormData): string {
  const known = keys.get(data);
  if (known !== undefined) return known;
  const fields = [...data].map(([name, value]) => [name, typeof value === "string" ? value : `file:${value.name}:${value.size}:${value.type}`]);
  const key = JSON.stringify([method.toUpperCase(), fields]);
  keys.set(data, key);
  return key;
}

/** The keys of the submissions the router has under way (a navigation or a fetcher, submitting or loading after it). */
export function liveKeys(states: readonly RouterSubmission[]): string[] {
  return states.flatMap((s) => (s.state !== "idle" && s.formData ? [submissionKey(s.formMethod ?? "GET", s.formData)] : []));
}

/** Whether the button of a form sent as `sent` is busy, the router having `live` under way. */
export function isBusy(sent: Sent | null, live: readonly string[]): boolean {
  if (!sent) return false;
  return sent.native || sent.fresh || live.includes(sent.key);
}

/**
 * What becomes of `sent` as the router's state changes: seen under way, it is no longer fresh (from then on the router
 * says when it is over). `expire` says whether a fresh one should time out instead, because the router is idle
 * without having shown it (it ended before React rendered it, or the page's own script took the submission).
 */
export function settle(sent: Sent | null, live: readonly string[], routerIdle: boolean): { sent: Sent | null; expire: boolean } {
  if (!sent || !sent.fresh || sent.native) return { sent, expire: false };
  if (live.includes(sent.key)) return { sent: { ...sent, fresh: false }, expire: false };
  return { sent, expire: routerIdle };
}
