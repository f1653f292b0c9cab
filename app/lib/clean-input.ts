// With JavaScript, invisible control characters (a pasted NUL or escape) and broken characters are taken out of what a
// person typed as the form is sent: the server refuses them (server/http/bad-bytes.ts) and, without JavaScript, gives
// the form back with them taken out and a message; with it, the page's own form would keep showing them, unseen.
// Tab, CR and LF stay in a textarea (every one of Haya's is a multi-line field); in a one-line field a tab is a space.

// eslint-disable-next-line no-control-regex -- control characters are exactly what these look for
const ONE_LINE = /[\u0000-\u0008\u000a-\u001f]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;
// eslint-disable-next-line no-control-regex -- as above, less tab, LF and CR
const MULTI_LINE = /[\u0000-\u0008\u000b\u000c\u000e-\u001f]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;
const TYPED = new Set(["text", "search", "email", "tel", "url", "password"]);

export function cleanText(value: string, multiLine: boolean): string {
  return multiLine ? value.replace(MULTI_LINE, "") : value.replaceAll("\t", " ").replace(ONE_LINE, "");
}

/** Listens on the window, in the capture phase, so the fields are clean before React Router reads the form. */
export function cleanFormsOnSubmit(win: Window) {
  win.addEventListener(
    "submit",
    (event) => {
      if (!(event.target instanceof HTMLFormElement)) return;
      for (const el of Array.from(event.target.elements)) {
        const multiLine = el instanceof HTMLTextAreaElement;
        if (!multiLine && !(el instanceof HTMLInputElement && TYPED.has(el.type))) continue;
        const field = el as HTMLInputElement | HTMLTextAreaElement;
        const clean = cleanText(field.value, multiLine);
        if (clean !== field.value) field.value = clean;
      }
    },
    true,
  );
}
