import { createElement, Fragment } from "react";
import { renderToStaticMarkup, renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { NIGERIAN_STATES } from "@core/nigeria";
import { PLACES } from "@core/places";
import { NearFilter, serverOptions } from "./near-filter";

describe("the 'Near' select on the server", () => {
  it("writes each state's options as React writes them (Jama'are's apostrophe too)", () => {
    for (const s of NIGERIAN_STATES) {
      const react = renderToStaticMarkup(createElement(Fragment, null, PLACES.filter((p) => p.state === s.name).map((p) => createElement("option", { key: p.city, value: p.city }, p.city))));
      expect({ state: s.name, html: serverOptions!(s.name) }).toEqual({ state: s.name, html: react });
    }
    expect(serverOptions!("Bauchi")).toContain('value="Jama&#x27;are"');
  });

  it("offers every place under its state, the chosen one selected, none with coordinates or no place", () => {
    const selectedOf = (html: string) => [...html.matchAll(/<option value="([^"]*)" selected=""/g)].map((m) => m[1]);
    for (const [near, selected] of [[undefined, [""]], ["Ikeja", ["Ikeja"]], ["Jama'are", ["Jama&#x27;are"]], ["6.524,3.379", ["6.524,3.379"]]] as const) {
      const html = renderToString(createElement(NearFilter, { near, error: undefined }));
      expect(html.match(/<option/g)!.length, String(near)).toBe(PLACES.length + 1 + (near?.includes(",") ? 1 : 0));
      expect(html.match(/<optgroup/g)!.length).toBe(NIGERIAN_STATES.length);
      expect(selectedOf(html), String(near)).toEqual(selected);
    }
  });
});
