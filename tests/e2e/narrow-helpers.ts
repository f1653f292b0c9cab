// The 360 px check (issue 22): what on a page is cut off on a small Android phone — the page scrolling sideways, text
// clipped by a box (overflow hidden, an ellipsis, a line clamp) without its full form anywhere a person can reach it,
// text running off the screen or out of its box over its neighbours, buttons, prices and badges that do not hold their
// text, and fields too narrow for their placeholder, date or choice. Each page is also photographed.
import type { Locator, Page, TestInfo } from "@playwright/test";
import { expect } from "@playwright/test";

/** The viewport of a cheap Android phone (360 × 740 CSS pixels, twice as many device pixels). */
export const NARROW = { viewport: { width: 360, height: 740 }, deviceScaleFactor: 2 } as const;

/**
 * What is cut off on the page as it stands, one sentence each (empty: nothing). Runs in the page. Cut-off text counts
 * as reachable when a `title` or `aria-label` on or around it holds it, or the same text is shown in full elsewhere.
 */
export function narrowProblems(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const problems = new Set<string>();
    const vw = document.documentElement.clientWidth;
    const norm = (s: string | null | undefined) => (s ?? "").replace(/\s+/g, " ").trim();
    const name = (el: Element) => {
      const cls = typeof el.className === "string" ? el.className.split(/\s+/).filter(Boolean).slice(0, 4).join(".") : "";
      return `<${el.tagName.toLowerCase()}${cls ? `.${cls}` : ""}>`;
    };
    const quote = (s: string) => JSON.stringify(s.length > 60 ? `${s.slice(0, 57)}…` : s);
    const css = (el: Element) => getComputedStyle(el);
    const ancestors = function* (el: Element | null) {
      for (let a = el; a && a !== document.documentElement; a = a.parentElement) yield a;
    };
    const clips = (v: string) => v === "hidden" || v === "clip";
    const scrolls = (v: string) => v === "auto" || v === "scroll";
    /** Hidden on purpose: screen-reader-only text (clipped to nothing), invisible or transparent boxes. */
    const hiddenByDesign = (el: Element) =>
      [...ancestors(el)].some((a) => {
        const s = css(a);
        return (s.position === "absolute" && (s.clip !== "auto" || s.clipPath !== "none")) || s.visibility === "hidden" || s.opacity === "0";
      });
    const rectsOf = (node: Node, start?: number, end?: number) => {
      const range = document.createRange();
      if (start === undefined || end === undefined) range.selectNodeContents(node);
      else {
        range.setStart(node, start);
        range.setEnd(node, end);
      }
      return [...range.getClientRects()].filter((r) => r.width > 0 && r.height > 0);
    };
    /** The box that cuts `r` off (overflow hidden or clip that way), if any, starting at `el`. */
    const clipperOf = (el: Element, r: DOMRect): Element | undefined => {
      for (const a of ancestors(el)) {
        const s = css(a);
        const box = a.getBoundingClientRect();
        if (clips(s.overflowX) && (r.right > box.right + 1 || r.left < box.left - 1)) return a;
        if (clips(s.overflowY) && (r.bottom > box.bottom + 1 || r.top < box.top - 1)) return a;
      }
      return undefined;
    };
    /** What of `r` is left after the boxes around `el` that clip have cut it. */
    const visiblePart = (el: Element, r: DOMRect): DOMRect => {
      let { left, right, top, bottom } = r;
      for (const a of ancestors(el)) {
        const s = css(a);
        const box = a.getBoundingClientRect();
        if (clips(s.overflowX)) [left, right] = [Math.max(left, box.left), Math.min(right, box.right)];
        if (clips(s.overflowY)) [top, bottom] = [Math.max(top, box.top), Math.min(bottom, box.bottom)];
      }
      return new DOMRect(left, top, Math.max(0, right - left), Math.max(0, bottom - top));
    };
    const scrollsSideways = (el: Element) => [...ancestors(el.parentElement)].some((a) => a !== document.body && scrolls(css(a).overflowX));
    const offScreen = (el: Element, r: DOMRect) => r.width > 0 && (r.right > vw + 1 || r.left < -1) && !scrollsSideways(el);
    /**
     * The box that `r` (of `el`, or of text in it) sticks out of sideways, over its neighbours: the nearest boxes around
     * it, up to one that scrolls or is positioned on its own (a badge pinned to a corner may stick out on purpose).
     */
    const spillOf = (el: Element, r: DOMRect, self: boolean): Element | undefined => {
      if (self && ["absolute", "fixed"].includes(css(el).position)) return undefined;
      for (const a of ancestors(self ? el.parentElement : el)) {
        const s = css(a);
        if (scrolls(s.overflowX) || a === document.body) return undefined;
        if (s.display !== "inline" && s.display !== "contents") {
          const box = a.getBoundingClientRect();
          if (box.width > 0 && (r.right > box.right + 1 || r.left < box.left - 1)) return a;
        }
        if (s.position === "absolute" || s.position === "fixed") return undefined;
      }
      return undefined;
    };
    /** Whether `text`, cut off in `el`, can still be read in full: a title or aria-label around it, or shown elsewhere. */
    const reachable = (el: Element, text: string) => {
      for (const a of ancestors(el)) if (norm(a.getAttribute("title")).includes(text) || norm(a.getAttribute("aria-label")).includes(text)) return true;
      return [...document.body.querySelectorAll("*")].some((other) => {
        if (other.contains(el) || el.contains(other) || !norm(other.textContent).includes(text) || hiddenByDesign(other)) return false;
        const walker = document.createTreeWalker(other, NodeFilter.SHOW_TEXT);
        const shown: [Node, DOMRect][] = [];
        for (let n = walker.nextNode(); n; n = walker.nextNode()) shown.push(...rectsOf(n).map((r): [Node, DOMRect] => [n, r]));
        return shown.length > 0 && shown.every(([n, r]) => !clipperOf(n.parentElement!, r) && !offScreen(n.parentElement!, r));
      });
    };

    const sw = document.documentElement.scrollWidth;
    if (sw > vw) problems.add(`the page scrolls sideways: ${sw} px wide on a ${vw} px screen`);

    // Every piece of text: cut off by a box around it, off the side of the screen, or out of its box over its neighbours.
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const el = node.parentElement;
      const text = norm(node.textContent);
      if (!el || !text || el.closest("script, style, noscript, template, select, option, textarea, svg")) continue;
      const rects = rectsOf(node);
      if (rects.length === 0 || hiddenByDesign(el)) continue;
      for (const r of rects) {
        const clipper = clipperOf(el, r);
        // An ellipsis or a line clamp is judged whole, below.
        const shortened = clipper && (css(clipper).textOverflow === "ellipsis" || !["none", ""].includes(css(clipper).webkitLineClamp));
        if (clipper && !shortened && !reachable(el, text)) {
          problems.add(`text ${quote(text)} is cut off by ${name(clipper)}`);
          break;
        }
        const seen = visiblePart(el, r);
        if (offScreen(el, seen)) {
          problems.add(`text ${quote(text)} runs off the screen (${Math.round(seen.left)}–${Math.round(seen.right)} px) in ${name(el)}`);
          break;
        }
        const spill = seen.width > 0 ? spillOf(el, seen, false) : undefined;
        if (spill) {
          problems.add(`text ${quote(text)} sticks out of ${name(spill)} by ${Math.round(Math.max(seen.right - spill.getBoundingClientRect().right, spill.getBoundingClientRect().left - seen.left))} px`);
          break;
        }
      }
      // Prices: an amount in naira is read at a glance, so it is never broken over two lines.
      for (const m of node.textContent!.matchAll(/₦\s?\d[\d,]*(?:\.\d+)?/g)) {
        const lines = new Set(rectsOf(node, m.index, m.index + m[0].length).map((r) => Math.round(r.top)));
        if (lines.size > 1) problems.add(`the price ${quote(m[0])} breaks over ${lines.size} lines in ${name(el)}`);
      }
    }

    // An ellipsis or a line clamp that hides part of its text, unless the whole text can be reached.
    for (const el of document.body.querySelectorAll("*")) {
      const s = css(el);
      const clamped = s.webkitLineClamp !== "none" && s.webkitLineClamp !== "" && el.scrollHeight > el.clientHeight + 1;
      const ellipsis = s.textOverflow === "ellipsis" && el.scrollWidth > el.clientWidth + 1;
      const text = norm(el.textContent);
      if ((clamped || ellipsis) && text && !hiddenByDesign(el) && !reachable(el, text)) problems.add(`text ${quote(text)} is shortened (${clamped ? "line clamp" : "ellipsis"}) in ${name(el)} with no title`);
    }

    // Buttons (and links drawn as buttons), tabs and badges: whole, on the screen, inside their container, holding their text.
    const controls = document.body.querySelectorAll('button, summary, [role="button"], [role="tab"], a.inline-flex, a.rounded-lg, a.rounded-full, span.rounded-full');
    for (const el of controls) {
      const box = el.getBoundingClientRect();
      const text = norm(el.textContent);
      if (box.width === 0 || !text || hiddenByDesign(el)) continue;
      const badge = el.matches("span.rounded-full");
      const what = badge ? "badge" : "button";
      if (offScreen(el, box)) problems.add(`the ${what} ${quote(text)} runs off the screen (${Math.round(box.left)}–${Math.round(box.right)} px)`);
      const clipper = clipperOf(el, box);
      if (clipper) problems.add(`the ${what} ${quote(text)} is cut off by ${name(clipper)}`);
      const spill = spillOf(el, box, true);
      if (spill) problems.add(`the ${what} ${quote(text)} sticks out of ${name(spill)}`);
      const inner = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
      const lines = new Set<number>();
      for (let n = inner.nextNode(); n; n = inner.nextNode()) {
        if (hiddenByDesign(n.parentElement!)) continue;
        for (const r of rectsOf(n).map((r) => visiblePart(n.parentElement!, r))) {
          if (r.width === 0) continue;
          lines.add(Math.round(r.top));
          if (r.right > box.right + 1 || r.left < box.left - 1 || r.bottom > box.bottom + 1 || r.top < box.top - 1)
            problems.add(`the ${what} ${quote(text)} does not hold its text ${quote(norm(n.textContent))}`);
        }
      }
      if (badge && lines.size > 1) problems.add(`the badge ${quote(text)} breaks over ${lines.size} lines`);
      // A pill is never taller than it is wide: one that is (a round avatar or count) has been squeezed by its row.
      if (badge && box.height > box.width + 1) problems.add(`the badge ${quote(text)} is squeezed to ${Math.round(box.width)} × ${Math.round(box.height)} px`);
    }

    // Fields: a placeholder, a date or a choice is read in the field itself, so the field is wide enough for it (typed
    // text may scroll inside its field, as it does on every phone).
    const fields = document.body.querySelectorAll<HTMLInputElement | HTMLSelectElement>('input:not([type="hidden"], [type="checkbox"], [type="radio"], [type="file"], [type="range"], [type="color"], [type="submit"], [type="button"], [type="image"]), select');
    for (const field of fields) {
      const box = field.getBoundingClientRect();
      if (box.width === 0 || hiddenByDesign(field)) continue;
      const typed = field instanceof HTMLInputElement && ["text", "search", "email", "tel", "url", "password", "number"].includes(field.type);
      if (typed && field.value !== "") continue;
      const shown = field instanceof HTMLSelectElement ? (field.selectedOptions[0]?.text ?? "") : field.value || field.placeholder || field.type;
      const saved = field.style.cssText;
      field.style.cssText += ";field-sizing:content;position:absolute;width:max-content;min-width:0;max-width:none";
      const needed = field.getBoundingClientRect().width;
      field.style.cssText = saved;
      if (needed > box.width + 1) problems.add(`the field ${quote(field.labels?.[0] ? norm(field.labels[0].textContent) : field.name)} is ${Math.round(box.width)} px wide but needs ${Math.round(needed)} px to show ${quote(shown)}`);
    }
    return [...problems];
  });
}

/**
 * Checks the page as it stands at 360 px and attaches a full-page screenshot named `label`. Soft: every page of a test
 * is checked and photographed, and the test fails at its end with all it found.
 */
export async function checkNarrow(page: Page, testInfo: TestInfo, label: string) {
  await page.evaluate(() => document.fonts.ready);
  const file = testInfo.outputPath(`${label.replace(/[^a-z0-9]+/gi, "-").replace(/^-|-$/g, "").toLowerCase()}.png`);
  await page.screenshot({ path: file, fullPage: true, animations: "disabled" });
  await testInfo.attach(label, { path: file, contentType: "image/png" });
  expect.soft(await narrowProblems(page), `${label} (${new URL(page.url()).pathname}) at 360 px`).toEqual([]);
}

/**
 * The text of `locator` line by line, as the browser has wrapped it (a line's spaces at its ends dropped): to see that a
 * heading is not squeezed to a word a line, or where a long address is broken.
 */
export function shownLines(locator: Locator): Promise<string[]> {
  return locator.evaluate((el) => {
    const lines: { text: string; bottom: number }[] = [];
    const range = document.createRange();
    const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent ?? "";
      for (let i = 0; i < text.length; i++) {
        const last = lines.at(-1);
        if (/\s/.test(text[i]!)) {
          if (last) last.text += " ";
          continue;
        }
        range.setStart(node, i);
        range.setEnd(node, i + 1);
        const r = range.getBoundingClientRect();
        if (r.width === 0) continue;
        // A character whose middle is below the line so far starts the next one.
        if (!last || (r.top + r.bottom) / 2 > last.bottom) lines.push({ text: text[i]!, bottom: r.bottom });
        else last.text += text[i];
      }
    }
    return lines.map((l) => l.text.replace(/\s+/g, " ").trim());
  });
}
