// Canvas helpers: a crisp backing store on high-DPI screens, and a cell size that fits the board to the space
// available (the column's width and the viewport's height) so a whole board shows on a 360-px phone.
import { type RefObject, useEffect, useState } from 'react';

/** Sizes the canvas for `width`×`height` CSS pixels at the device's pixel ratio; returns its 2D context. */
export function prepareCanvas(canvas: HTMLCanvasElement, width: number, height: number) {
  const ratio = Math.min(window.devicePixelRatio || 1, 3);
  const pixelWidth = Math.round(width * ratio);
  const pixelHeight = Math.round(height * ratio);
  if (canvas.width !== pixelWidth || canvas.height !== pixelHeight) {
    canvas.width = pixelWidth;
    canvas.height = pixelHeight;
  }
  canvas.style.width = `${width}px`;
  canvas.style.height = `${height}px`;
  const context = canvas.getContext('2d');
  context?.setTransform(ratio, 0, 0, ratio, 0, 0);
  return context;
}

/**
 * The largest whole cell size (px) for a `cols`×`rows` board inside the element's width (less `besideWidth` for a
 * side panel) and the viewport's height (less `reservedHeight` for the page around the board), within bounds.
 */
export function useCellSize(
  container: RefObject<HTMLElement | null>,
  options: { cols: number; rows: number; besideWidth?: number; reservedHeight: number; max: number },
): number {
  const { cols, rows, besideWidth = 0, reservedHeight, max } = options;
  const [cell, setCell] = useState(16);
  useEffect(() => {
    const element = container.current;
    if (!element) return;
    const measure = () => {
      const byWidth = (element.clientWidth - besideWidth) / cols;
      const byHeight = (window.innerHeight - reservedHeight) / rows;
      setCell(Math.max(10, Math.min(max, Math.floor(Math.min(byWidth, byHeight)))));
    };
    measure();
    const observer = typeof ResizeObserver === 'function' ? new ResizeObserver(measure) : null;
    observer?.observe(element);
    window.addEventListener('resize', measure);
    return () => {
      observer?.disconnect();
      window.removeEventListener('resize', measure);
    };
  }, [container, cols, rows, besideWidth, reservedHeight, max]);
  return cell;
}

/** Rounded rectangle path (ctx.roundRect is missing in some older mobile browsers). */
export function roundedRect(
  context: CanvasRenderingContext2D,
  x: number,
  y: number,
  width: number,
  height: number,
  radius: number,
) {
  const r = Math.min(radius, width / 2, height / 2);
  context.beginPath();
  context.moveTo(x + r, y);
  context.arcTo(x + width, y, x + width, y + height, r);
  context.arcTo(x + width, y + height, x, y + height, r);
  context.arcTo(x, y + height, x, y, r);
  context.arcTo(x, y, x + width, y, r);
  context.closePath();
}
