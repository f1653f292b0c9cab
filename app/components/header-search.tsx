// The header's search: a plain GET form to /browse, which works before JavaScript; once the page runs, an ARIA 1.2
// combobox that suggests categories and popular searches as a person types (GET /api/v1/search/suggestions).
import { Search } from "lucide-react";
import { Form, useNavigate } from "~/lib/links";
import { useEffect, useRef, useState, type KeyboardEvent } from "react";
import { useHydrated } from "~/hooks/use-hydrated";
import { m } from "@core/paraglide/messages";
import { getLocale } from "@core/paraglide/runtime";

interface Suggestion {
  kind: "category" | "subcategory" | "search";
  label: string;
  detail: string | null;
  href: string;
}

const LIST_ID = "header-search-suggestions";
/** Typing pauses this long before asking, so that a word typed quickly makes one request. */
const PAUSE_MS = 150;

const optionId = (i: number) => `${LIST_ID}-${i}`;
const describe = (s: Suggestion) => (s.kind === "search" ? m.header_suggestion_popular() : s.detail ? m.header_suggestion_in({ place: s.detail }) : m.header_suggestion_category());

export function HeaderSearch({ initial }: { initial: string }) {
  const navigate = useNavigate();
  // The combobox's roles and states are given only once suggestions can be shown: before that it is a plain search box.
  const ready = useHydrated();
  const [text, setText] = useState(initial);
  const [items, setItems] = useState<Suggestion[]>([]);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const pause = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const pending = useRef<AbortController | undefined>(undefined);

  // Another page's search (a link, Back) shows its own text.
  useEffect(() => setText(initial), [initial]);
  useEffect(() => () => clearTimeout(pause.current), []);

  // Closing also drops a question still on its way: an answer arriving after Enter would open the list over the results.
  const close = () => {
    clearTimeout(pause.current);
    pending.current?.abort();
    setOpen(false);
    setActive(-1);
  };

  function ask(typed: string) {
    clearTimeout(pause.current);
    pending.current?.abort();
    if (typed.trim().length < 2) {
      setItems([]);
      close();
      return;
    }
    pause.current = setTimeout(() => {
      const controller = new AbortController();
      pending.current = controller;
      // In the page's language, whatever the browser's: a Pidgin page suggests the Pidgin names of categories.
      fetch(`/api/v1/search/suggestions?q=${encodeURIComponent(typed.trim())}`, { signal: controller.signal, headers: { "Accept-Language": getLocale() } })
        .then((res) => (res.ok ? (res.json() as Promise<{ suggestions: Suggestion[] }>) : { suggestions: [] }))
        .then(({ suggestions }) => {
          setItems(suggestions);
          setOpen(suggestions.length > 0);
          setActive(-1);
        })
        // Aborted by the next key, or offline: the box stays a plain search.
        .catch(() => undefined);
    }, PAUSE_MS);
  }

  function choose(s: Suggestion) {
    close();
    if (s.kind === "search") setText(s.label);
    void navigate(s.href);
  }

  function onKeyDown(e: KeyboardEvent<HTMLInputElement>) {
    if (e.key === "ArrowDown" && items.length > 0) {
      e.preventDefault();
      setOpen(true);
      setActive((a) => (open ? (a + 1) % items.length : 0));
    } else if (e.key === "ArrowUp" && open) {
      e.preventDefault();
      setActive((a) => (a <= 0 ? items.length - 1 : a - 1));
    } else if (e.key === "Enter" && open && active >= 0 && items[active]) {
      e.preventDefault();
      choose(items[active]);
    } else if (e.key === "Escape" && open) {
      // Escape closes the list and keeps the text; with the list closed, the search box's own Escape clears it.
      e.preventDefault();
      close();
    }
  }

  const shown = open && items.length > 0;
  return (
    <Form
      method="get"
      action="/browse"
      role="search"
      className="relative flex w-full min-w-0 items-center"
      onSubmit={(e) => {
        // Empty (trimmed) text does nothing, as in the seed.
        e.preventDefault();
        const typed = new FormData(e.currentTarget).get("search");
        if (typeof typed !== "string" || typed.trim() === "") return;
        close();
        void navigate(`/browse?search=${encodeURIComponent(typed.trim())}`);
      }}
    >
      <label htmlFor="header-search" className="sr-only">{m.header_search_label()}</label>
      <input
        id="header-search"
        name="search"
        type="search"
        required
        pattern=".*\S.*"
        value={text}
        onChange={(e) => {
          setText(e.currentTarget.value);
          ask(e.currentTarget.value);
        }}
        onKeyDown={onKeyDown}
        onBlur={close}
        placeholder={m.header_search_placeholder()}
        className="min-h-11 w-full min-w-0 rounded-l-lg border border-r-0 border-slate-300 px-3 text-base focus:border-brand-600 focus:outline-none"
        {...(ready && {
          role: "combobox",
          autoComplete: "off",
          "aria-autocomplete": "list" as const,
          "aria-expanded": shown,
          "aria-controls": LIST_ID,
          "aria-activedescendant": shown && active >= 0 ? optionId(active) : undefined,
        })}
      />
      <button type="submit" className="flex min-h-11 items-center rounded-r-lg bg-brand-700 px-3 text-white hover:bg-brand-800" aria-label={m.header_search_button()}>
        <Search aria-hidden className="size-5" />
      </button>
      {ready && (
        <>
          <ul id={LIST_ID} role="listbox" aria-label={m.header_suggestions()} hidden={!shown} className="absolute inset-x-0 top-full z-50 mt-1 overflow-hidden rounded-lg bg-white py-1 shadow-lg ring-1 ring-slate-200">
            {items.map((s, i) => (
              <li
                key={s.href}
                id={optionId(i)}
                role="option"
                aria-selected={i === active}
                // Keeps the focus in the box, so that its blur does not close the list before the click lands.
                onMouseDown={(e) => e.preventDefault()}
                onClick={() => choose(s)}
                className={`flex cursor-pointer items-baseline justify-between gap-3 px-3 py-2.5 text-sm ${i === active ? "bg-brand-50 text-brand-800" : "text-slate-800 hover:bg-slate-100"}`}
              >
                <span className="font-medium">{s.label}</span>
                <span className="shrink-0 text-xs text-slate-600">{describe(s)}</span>
              </li>
            ))}
          </ul>
          <p role="status" className="sr-only">
            {shown ? m.account_search_suggestions({ count: items.length }) : ""}
          </p>
        </>
      )}
    </Form>
  );
}
