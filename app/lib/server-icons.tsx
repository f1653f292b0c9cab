// lucide-react builds each icon anew on every render: its attributes merged, each path an element, and React then
// writes them out, on every page (77 icons on /browse). An icon with the same props is the same markup, so on the
// server (vite.config.ts's `iconsRenderedOnce` puts this around lucide's Icon in the server's build only) each icon's
// inner markup is rendered once per props and written as it is; the <svg> itself stays an element, so the page's
// HTML is byte for byte what lucide's Icon gives (server-icons.test.ts compares them). The browser renders lucide's own.
import { createElement, forwardRef, type ComponentType, type ReactElement, type Ref } from "react";
import { keptElement, type Kept } from "./server-once.server";

type IconProps = { icon?: object; children?: unknown } & Record<string, unknown>;
type ForwardRefIcon = { render: (props: IconProps, ref: Ref<SVGSVGElement> | null) => ReactElement<Record<string, unknown>> };

/** lucide's Icon, its output remembered per icon and props (no children, no ref, which it renders as lucide does). */
export function renderedOnce(Icon: ComponentType<IconProps>) {
  const render = (Icon as unknown as ForwardRefIcon).render;
  const seen = new WeakMap<object, Map<string, Kept>>();
  const Memo = forwardRef<SVGSVGElement, IconProps>(function RenderedOnce(props, ref) {
    if (ref || props.children !== undefined || !props.icon || typeof render !== "function") return createElement(Icon, { ...props, ref });
    const { icon, ...rest } = props;
    let byProps = seen.get(icon);
    if (!byProps) seen.set(icon, (byProps = new Map()));
    // lucide's own render, on a miss (its one hook, the icon context, is read in this component's place).
    return keptElement(byProps, JSON.stringify(rest), () => render(props, null));
  });
  return Memo;
}
