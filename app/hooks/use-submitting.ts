// A submit button's part in its form's submission: busy from the moment its form is sent until React Router has the
// answer (or, for a form the browser sends itself, until the page is left), so that a second tap sends nothing.
import { useEffect, useRef, useState } from "react";
import type * as React from "react";
import { useFetchers, useNavigation } from "react-router";
import { isBusy, liveKeys, settle, submissionKey, UNSEEN_MS, type Sent } from "~/lib/submissions";

/**
 * Props for a `<button type="submit">` (spread them on it) and whether it is `busy` (its form is being sent: the button
 * is aria-disabled, which keeps it focusable, and a click on it, or Enter in a field, sends nothing) and `working` (it
 * is the button that sent it: show so). Without JavaScript the button is a plain submit button.
 */
export function useSubmitting(onClick?: React.MouseEventHandler<HTMLButtonElement>) {
  const ref = useRef<HTMLButtonElement>(null);
  const navigation = useNavigation();
  const fetchers = useFetchers();
  const [sent, setSent] = useState<Sent | null>(null);
  const live = liveKeys([navigation, ...fetchers]);
  const routerIdle = navigation.state === "idle" && fetchers.every((f) => f.state === "idle");
  const { sent: settled, expire } = settle(sent, live, routerIdle);

  useEffect(() => {
    // On the window, in the bubbling phase: after React Router's own handler, whose preventDefault() says that the
    // router sends the form (else the browser does).
    const onSubmit = (e: SubmitEvent) => {
      const button = ref.current;
      const form = e.target;
      if (!button || !(form instanceof HTMLFormElement) || button.form !== form) return;
      const method = e.submitter?.getAttribute("formmethod") || form.getAttribute("method") || "get";
      const key = submissionKey(method, new FormData(form, e.submitter));
      setSent({ key, native: !e.defaultPrevented, mine: !e.submitter || e.submitter === button, fresh: true });
    };
    // Back to a page kept whole in the browser's cache, after a form the browser sent: the form can be sent again.
    const onShow = (e: PageTransitionEvent) => {
      if (e.persisted) setSent(null);
    };
    window.addEventListener("submit", onSubmit);
    window.addEventListener("pageshow", onShow);
    return () => {
      window.removeEventListener("submit", onSubmit);
      window.removeEventListener("pageshow", onShow);
    };
  }, []);

  useEffect(() => {
    if (settled !== sent) setSent(settled);
    if (!expire) return;
    const timer = setTimeout(() => setSent((s) => (s && s === sent ? { ...s, fresh: false } : s)), UNSEEN_MS);
    return () => clearTimeout(timer);
  }, [sent, settled, expire]);

  const busy = isBusy(settled, live);
  return {
    busy,
    working: busy && !!settled?.mine,
    props: {
      ref,
      "aria-disabled": busy || undefined,
      onClick: (e: React.MouseEvent<HTMLButtonElement>) => {
        if (busy) e.preventDefault();
        else onClick?.(e);
      },
    },
  };
}
