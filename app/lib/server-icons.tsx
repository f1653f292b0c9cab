// lucide-react builds each icon anew on every render: its attributes merged, each path an element, and React then
// writes them out, on every page (77 icons on /browse). An icon with the same props is the same markup, so on the
// server (vite.config.ts's `iconsRenderedOnce` puts this around lucide's Icon in the server's build only) each icon's
// inner markup is rendered once per props and written as it is; the <svg> itself stays an element, so the page's
// HTML is byte for byte what lucide's Icon gives (server-icons.test.ts compares them). The browser renders lucide's own.
import { createElement, forwardRef, type ComponentType, type ReactElement, type Ref } from "react";
import { renderToStaticMarkup } from "react-dom/server";

type IconProps = { icon?: object; children?: unknown } & Record<string, unknown>;
type ForwardRefIcon = { render: (props: IconProps, ref: Ref<SVGSVGElement> | null) => ReactElement<Record<string, unknown>> };

const MAX_PER_ICON = 64;

/** lucide's Icon, its output remembered per icon and props (no children, no ref, which it renders as lucide does). */
export function renderedOnce(Icon: ComponentType<IconProps>) {
  const render = (Icon as unknown as ForwardRefIcon).render;
  const seen = new WeakMap<object, Map<string, { type: string; props: Record<string, unknown>; inner: string }>>();
  const Memo = forwardRef<SVGSVGElement, IconProps>(function RenderedOnce(props, ref) {
    if (ref || props.children !== undefined || !props.icon || typeof render !== "function") return createElement(Icon, { ...props, ref });
    const { icon, ...rest } = props;
    let byProps = seen.get(icon);
    if (!byProps) seen.set(icon, (byProps = new Map()));
    const key = JSON.stringify(rest);
    let done = byProps.get(key);
    if (!done) {
      // lucide's own render, here (its one hook, the icon context, is read in this component's place).
      const svg = render(props, null);
      const { children, ref: _ref, ...attributes } = svg.props;
      const whole = renderToStaticMarkup(createElement("svg", null, children as never));
      done = { type: svg.type as string, props: attributes, inner: whole.slice("<svg>".length, -"</svg>".length) };
      if (byProps.size >= MAX_PER_ICON) byProps.clear();
      byProps.set(key, done);
    }
    return createElement(done.type, { ...done.props, dangerouslySetInnerHTML: { __html: done.inner } });
  });
  return Memo;
}
