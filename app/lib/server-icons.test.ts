import { createElement, type ComponentType } from "react";
import { renderToString } from "react-dom/server";
import * as lucide from "lucide-react";
import { describe, expect, it } from "vitest";
import { renderedOnce } from "./server-icons";

// Every icon the app draws (app/**: import { … } from "lucide-react"), and the props it gives them.
const USED = ["AlertTriangle", "ArrowLeft", "ArrowRight", "ArrowUpDown", "BadgeCheck", "BadgePercent", "Bell", "BellOff", "BellRing", "Car", "Check", "CheckCircle2", "ChevronDown", "ChevronLeft", "ChevronRight", "CircleAlert", "CircleCheck", "Clock", "Expand", "Gift", "Heart", "ImageOff", "ImagePlus", "Link2", "LoaderCircle", "LocateFixed", "MapPin", "Map", "MessageCircle", "MessageSquare", "MessageSquareReply", "Search", "Share2", "ShieldCheck", "ShoppingCart", "SlidersHorizontal", "Star", "Trash2", "WifiOff", "X", "Zap", "ZoomIn", "ZoomOut"] as const;
const PROPS: Record<string, unknown>[] = [
  {},
  { className: "icon small", "aria-hidden": true },
  { className: "icon large muted", fill: "currentColor" },
  { size: 16, strokeWidth: 1.5 },
  { "aria-label": "Close" },
  { absoluteStrokeWidth: true, size: 32, color: "#065f46", style: { verticalAlign: "middle" } },
];

type Rendered = ComponentType<Record<string, unknown>>;
const Icon = lucide.Icon as unknown as ComponentType<Record<string, unknown>>;
const Memo = renderedOnce(Icon as never) as unknown as Rendered;
/** The icon data lucide hands its Icon for a named icon. */
const dataOf = (name: string) => ((lucide as unknown as Record<string, { render: (p: object, r: null) => { props: { icon: object } } }>)[name]!.render({}, null).props.icon);

describe("an icon on the server", () => {
  it("is the markup lucide's Icon renders, for every icon the app uses, with every kind of props, asked once and again", () => {
    for (const name of USED)
      for (const props of PROPS)
        for (const round of [1, 2]) {
          const icon = dataOf(name);
          expect({ name, props, round, html: renderToString(createElement(Memo, { ...props, icon })) }).toEqual({ name, props, round, html: renderToString(createElement(Icon, { ...props, icon })) });
        }
  });

  it("with children or a ref is lucide's own render", () => {
    const icon = dataOf("Star");
    expect(renderToString(createElement(Memo, { icon }, createElement("title", null, "Rated")))).toBe(renderToString(createElement(Icon, { icon }, createElement("title", null, "Rated"))));
  });
});
