import { useGesture } from '@use-gesture/react';
import { type RefObject, useCallback, useRef } from 'react';

const MIN_SCALE = 1;
const MAX_SCALE = 12;
const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

interface View {
  x: number;
  y: number;
  scale: number;
}

/**
 * Pan with a finger or the mouse, pinch or wheel to zoom around the point under them.
 * The view is written straight to the layer's CSS transform, never through React state: a frame of
 * panning costs the compositor a translate, not a re-render of two thousand polygons
 * (docs/decisions/0012). @use-gesture tells a pinch from two drags, and swallows the click that ends a
 * drag (filterTaps), so the map picks a lot on `click`: the one event a tap, a mouse and a pen all give.
 */
export function usePanZoom(
  container: RefObject<HTMLDivElement | null>,
  layer: RefObject<HTMLDivElement | null>,
  /** Told the scale after every move: the map writes the lots' numbers once they are big enough to read. */
  onScale?: (scale: number) => void,
) {
  const view = useRef<View>({ x: 0, y: 0, scale: 1 });
  const scaleListener = useRef(onScale);
  scaleListener.current = onScale;

  const paint = useCallback(() => {
    const { x, y, scale } = view.current;
    if (layer.current) layer.current.style.transform = `translate3d(${x}px, ${y}px, 0) scale(${scale})`;
    scaleListener.current?.(scale);
  }, [layer]);

  /** Zoom to `next` keeping the point (ox, oy) of the container where it is. */
  const zoomAt = useCallback(
    (next: number, ox: number, oy: number) => {
      const v = view.current;
      const scale = clamp(next, MIN_SCALE, MAX_SCALE);
      v.x = ox - (ox - v.x) * (scale / v.scale);
      v.y = oy - (oy - v.y) * (scale / v.scale);
      v.scale = scale;
      paint();
    },
    [paint],
  );

  const relative = (clientX: number, clientY: number) => {
    const rect = container.current?.getBoundingClientRect();
    return rect ? [clientX - rect.left, clientY - rect.top] : [0, 0];
  };

  useGesture(
    {
      onDrag: ({ tap, delta: [dx, dy], pinching, cancel }) => {
        if (pinching) return cancel();
        // A tap is the click's business (LotMap): picking here, on touchend, opened the phone's sheet before the
        // browser's own click of that tap, which then landed on the sheet's backdrop and shut it at once.
        if (tap) return;
        view.current.x += dx;
        view.current.y += dy;
        paint();
      },
      onPinch: ({ origin: [cx, cy], offset: [scale] }) => {
        const [ox, oy] = relative(cx, cy);
        zoomAt(scale, ox ?? 0, oy ?? 0);
      },
      onWheel: ({ event, delta: [, dy] }) => {
        event.preventDefault();
        const [ox, oy] = relative(event.clientX, event.clientY);
        zoomAt(view.current.scale * Math.exp(-dy * 0.002), ox ?? 0, oy ?? 0);
      },
    },
    {
      target: container,
      eventOptions: { passive: false },
      drag: { filterTaps: true, pointer: { touch: true } },
      pinch: { scaleBounds: { min: MIN_SCALE, max: MAX_SCALE }, from: () => [view.current.scale, 0] },
    },
  );

  /** The zoom buttons: around the middle of the view. */
  const zoomBy = (factor: number) => {
    const rect = container.current?.getBoundingClientRect();
    zoomAt(view.current.scale * factor, (rect?.width ?? 0) / 2, (rect?.height ?? 0) / 2);
  };
  const reset = () => {
    view.current = { x: 0, y: 0, scale: 1 };
    paint();
  };
  /**
   * Brings an element of the layer into view (a lot reached by keyboard while zoomed in): centred on it if any
   * part of it is outside the map's frame, left alone otherwise.
   */
  const reveal = (element: Element) => {
    const frame = container.current?.getBoundingClientRect();
    if (!frame) return;
    const box = element.getBoundingClientRect();
    const inside =
      box.left >= frame.left && box.right <= frame.right && box.top >= frame.top && box.bottom <= frame.bottom;
    if (inside) return;
    view.current.x += frame.left + frame.width / 2 - (box.left + box.width / 2);
    view.current.y += frame.top + frame.height / 2 - (box.top + box.height / 2);
    paint();
  };
  return { zoomBy, reset, reveal };
}
