// Touch and mouse gestures on the full-screen photo, by pointer events: the stage is `touch-action: none`, so the
// browser leaves them all to us (its own pinch would zoom the whole page and leave it zoomed after closing). Two
// fingers zoom about their midpoint; one finger pans a zoomed photo or, at normal size, swipes to the next; a double tap
// (or double click) zooms in on that point and back out.
import { useRef, useState, type PointerEvent } from "react";

const MAX_SCALE = 4;
const TAP_ZOOM = 2.5;
const SWIPE_PX = 50;
const TAP_PX = 10;
const DOUBLE_TAP_MS = 300;

interface Point { x: number; y: number }
/** The photo's transform: translate by (x, y) pixels, then scale about the stage's centre. */
export interface View { scale: number; x: number; y: number }
const NORMAL: View = { scale: 1, x: 0, y: 0 };

const mid = (a: Point, b: Point): Point => ({ x: (a.x + b.x) / 2, y: (a.y + b.y) / 2 });
const dist = (a: Point, b: Point) => Math.hypot(a.x - b.x, a.y - b.y) || 1;
const clamp = (v: number, lo: number, hi: number) => Math.min(hi, Math.max(lo, v));

/** `from` rescaled to `scale` so that the photo's point under `at` (from the stage's centre) stays under `to`. */
function zoomed(from: View, scale: number, at: Point, to: Point = at): View {
  return { scale, x: to.x - (scale * (at.x - from.x)) / from.scale, y: to.y - (scale * (at.y - from.y)) / from.scale };
}

export function usePinchZoom(onSwipe: (by: 1 | -1) => void) {
  const [view, setViewState] = useState(NORMAL);
  const [swipe, setSwipe] = useState(0);
  const [held, setHeld] = useState(false);
  const stage = useRef<HTMLDivElement>(null);
  const current = useRef(NORMAL);
  const pointers = useRef(new Map<number, Point>());
  // The gesture so far: the view and the fingers when the number of fingers last changed, and whether it was ever a pinch.
  const start = useRef<{ view: View; points: Point[]; pinched: boolean } | null>(null);
  const lastTap = useRef<{ t: number; at: Point } | null>(null);

  /** Sets the view, kept at 1–4× and with no edge of the photo pulled inside the stage. */
  const setView = (v: View) => {
    const el = stage.current;
    const scale = clamp(v.scale, 1, MAX_SCALE);
    const mx = el ? (el.clientWidth * (scale - 1)) / 2 : 0;
    const my = el ? (el.clientHeight * (scale - 1)) / 2 : 0;
    current.current = { scale, x: clamp(v.x, -mx, mx), y: clamp(v.y, -my, my) };
    setViewState(current.current);
  };
  const reset = () => setView(NORMAL);
  /** Zooms in on `at` (the centre if not given), or back out when already zoomed. */
  const toggle = (at: Point = { x: 0, y: 0 }) => setView(current.current.scale > 1 ? NORMAL : zoomed(current.current, TAP_ZOOM, at));

  const point = (e: PointerEvent): Point => {
    const r = e.currentTarget.getBoundingClientRect();
    return { x: e.clientX - r.left - r.width / 2, y: e.clientY - r.top - r.height / 2 };
  };
  const begin = () => {
    start.current = { view: current.current, points: [...pointers.current.values()], pinched: (start.current?.pinched ?? false) || pointers.current.size > 1 };
  };

  const onPointerDown = (e: PointerEvent) => {
    if (e.pointerType === "mouse" && e.button !== 0) return;
    e.currentTarget.setPointerCapture(e.pointerId);
    pointers.current.set(e.pointerId, point(e));
    if (pointers.current.size === 1) start.current = null;
    begin();
    setHeld(true);
  };
  const onPointerMove = (e: PointerEvent) => {
    const s = start.current;
    if (!s || !pointers.current.has(e.pointerId)) return;
    pointers.current.set(e.pointerId, point(e));
    const [a, b] = [...pointers.current.values()];
    const [a0, b0] = s.points;
    if (!a || !a0) return;
    if (b && b0) setView(zoomed(s.view, (s.view.scale * dist(a, b)) / dist(a0, b0), mid(a0, b0), mid(a, b)));
    else if (s.view.scale > 1) setView({ ...s.view, x: s.view.x + a.x - a0.x, y: s.view.y + a.y - a0.y });
    else if (!s.pinched) setSwipe(a.x - a0.x);
  };
  const onPointerEnd = (e: PointerEvent) => {
    const s = start.current;
    const last = pointers.current.get(e.pointerId);
    if (!s || !last || !pointers.current.delete(e.pointerId)) return;
    if (pointers.current.size > 0) return begin(); // a pinch goes on as a pan with the finger left
    setHeld(false);
    setSwipe(0);
    const first = s.points[0];
    if (s.pinched || !first || e.type === "pointercancel") return;
    const dx = last.x - first.x;
    const dy = last.y - first.y;
    if (s.view.scale === 1 && Math.abs(dx) > SWIPE_PX && Math.abs(dx) > Math.abs(dy)) return onSwipe(dx < 0 ? 1 : -1);
    if (Math.hypot(dx, dy) > TAP_PX) return;
    const tap = lastTap.current;
    if (tap && e.timeStamp - tap.t < DOUBLE_TAP_MS && dist(tap.at, last) < 3 * TAP_PX) {
      lastTap.current = null;
      toggle(last);
    } else lastTap.current = { t: e.timeStamp, at: last };
  };

  const { scale, x, y } = view;
  return {
    zoomedIn: scale > 1,
    toggle,
    reset,
    stageProps: { ref: stage, onPointerDown, onPointerMove, onPointerUp: onPointerEnd, onPointerCancel: onPointerEnd },
    // While a finger is down the photo follows it exactly; let go, and it eases into place.
    photoStyle: { transform: `translate(${x + swipe}px, ${y}px) scale(${scale})`, transition: held ? "none" : undefined },
  };
}
