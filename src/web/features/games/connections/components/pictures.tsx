// Our own simple drawings for the young boards: objects only (never people, faces or animals with human
// expressions), flat shapes in a calm palette, each 64×64. Decorative inside a tile: the tile's word names it.
import type { ReactNode } from 'react';
import type { ConnectionPicture } from '#shared/connections.schema';

const DRAWINGS: Record<ConnectionPicture, ReactNode> = {
  crescent: (
    <path
      d="M42 12A22 22 0 1 0 42 52A24 24 0 0 1 42 12Z"
      fill="#f5c542"
      stroke="#c98a0b"
      strokeWidth="2"
      strokeLinejoin="round"
    />
  ),
  star: (
    <path
      d="M32 6l7.6 15.4 17 2.5-12.3 12 2.9 16.9L32 44.8 16.8 52.8l2.9-16.9-12.3-12 17-2.5z"
      fill="#f5c542"
      stroke="#c98a0b"
      strokeWidth="2"
      strokeLinejoin="round"
    />
  ),
  sun: (
    <>
      <g stroke="#e8890c" strokeWidth="4" strokeLinecap="round">
        <path d="M32 4v8M32 52v8M4 32h8M52 32h8M12 12l6 6M46 46l6 6M12 52l6-6M46 18l6-6" />
      </g>
      <circle cx="32" cy="32" r="14" fill="#f5c542" />
    </>
  ),
  cloud: (
    <path
      d="M18 46h30a10 10 0 0 0 0-20 14 14 0 0 0-27-3 11 11 0 0 0-3 23z"
      fill="#e6eef7"
      stroke="#7a97b8"
      strokeWidth="3"
      strokeLinejoin="round"
    />
  ),
  lantern: (
    <>
      <path d="M32 4v6" stroke="#6b4f1d" strokeWidth="3" strokeLinecap="round" />
      <path d="M22 14h20l-4 6H26z" fill="#b8860b" />
      <path d="M24 20h16l4 22-12 10-12-10z" fill="#f5c542" stroke="#b8860b" strokeWidth="2.5" />
      <path d="M32 27c5 6 5 12 0 15-5-3-5-9 0-15z" fill="#e8890c" />
      <path d="M26 52h12v4H26z" fill="#b8860b" />
    </>
  ),
  dome: (
    <>
      <path d="M32 6v8" stroke="#b8860b" strokeWidth="3" />
      <path d="M30 6a3 3 0 1 0 4 0" fill="none" stroke="#b8860b" strokeWidth="2" />
      <path d="M12 40a20 22 0 0 1 40 0z" fill="#2f8f83" />
      <path d="M8 40h48v6H8z" fill="#1f6e64" />
      <path d="M12 46h40v12H12z" fill="#f3e9d2" />
      <path d="M28 58V50a4 4 0 0 1 8 0v8z" fill="#1f6e64" />
    </>
  ),
  minaret: (
    <>
      <path d="M32 4l5 10H27z" fill="#2f8f83" />
      <path d="M27 14h10v8H27z" fill="#f3e9d2" stroke="#a08b5c" strokeWidth="2" />
      <path d="M23 22h18v4H23z" fill="#a08b5c" />
      <path d="M26 26h12v32H26z" fill="#f3e9d2" stroke="#a08b5c" strokeWidth="2" />
      <path d="M30 34a2 2 0 0 1 4 0v6h-4z" fill="#1f6e64" />
      <path d="M20 58h24v3H20z" fill="#a08b5c" />
    </>
  ),
  quran: (
    <>
      <path d="M10 48l22-8 22 8-22 8z" fill="#a0522d" />
      <path d="M20 52l-6 8M44 52l6 8" stroke="#7a3e1f" strokeWidth="3" strokeLinecap="round" />
      <path d="M16 16h32v26H16z" fill="#1f6e64" stroke="#174f48" strokeWidth="2" />
      <path d="M16 16h4v26h-4z" fill="#174f48" />
      <path d="M26 22h16v14H26z" fill="none" stroke="#f5c542" strokeWidth="2" />
      <circle cx="34" cy="29" r="3" fill="#f5c542" />
    </>
  ),
  'prayer-mat': (
    <>
      <path d="M14 6h36v52H14z" fill="#a63d40" stroke="#6d2426" strokeWidth="2" />
      <path d="M20 12h24v40H20z" fill="none" stroke="#f5c542" strokeWidth="2" />
      <path d="M24 26a8 10 0 0 1 16 0v22H24z" fill="#6d2426" />
      <path d="M14 58v4M20 58v4M26 58v4M32 58v4M38 58v4M44 58v4M50 58v4" stroke="#f5c542" strokeWidth="2" />
    </>
  ),
  'prayer-beads': (
    <>
      <g fill="#2f8f83">
        <circle cx="32" cy="10" r="4" />
        <circle cx="44" cy="14" r="4" />
        <circle cx="51" cy="24" r="4" />
        <circle cx="51" cy="36" r="4" />
        <circle cx="44" cy="46" r="4" />
        <circle cx="20" cy="14" r="4" />
        <circle cx="13" cy="24" r="4" />
        <circle cx="13" cy="36" r="4" />
        <circle cx="20" cy="46" r="4" />
      </g>
      <circle cx="32" cy="50" r="5" fill="#b8860b" />
      <path d="M32 55v6" stroke="#b8860b" strokeWidth="3" strokeLinecap="round" />
    </>
  ),
  dates: (
    <>
      <path d="M8 44h48l-6 12H14z" fill="#d9c6a5" stroke="#a08b5c" strokeWidth="2" />
      <ellipse cx="22" cy="38" rx="7" ry="10" fill="#7a3e1f" transform="rotate(-20 22 38)" />
      <ellipse cx="34" cy="36" rx="7" ry="11" fill="#8b4a24" />
      <ellipse cx="45" cy="39" rx="7" ry="10" fill="#6d3418" transform="rotate(20 45 39)" />
    </>
  ),
  'water-jug': (
    <>
      <path d="M24 8h16l-2 8H26z" fill="#7a97b8" />
      <path d="M26 16h12c10 6 12 18 10 28-2 10-8 14-16 14s-14-4-16-14c-2-10 0-22 10-28z" fill="#5b8fc7" />
      <path d="M48 24c8 0 8 14 0 16" fill="none" stroke="#3d6fa3" strokeWidth="4" />
      <path d="M20 36c4 4 20 4 24 0" stroke="#bcd6f0" strokeWidth="3" fill="none" strokeLinecap="round" />
    </>
  ),
  milk: (
    <>
      <path d="M18 10h28l-4 48H22z" fill="#fdfcf7" stroke="#7a97b8" strokeWidth="3" strokeLinejoin="round" />
      <path d="M20 24h24l-3 32H23z" fill="#eef3f9" />
      <path d="M20 24c6 3 18 3 24 0" stroke="#bcd6f0" strokeWidth="2" fill="none" />
    </>
  ),
  camel: (
    <>
      <path
        d="M8 30c2-6 8-6 10-2l4 6c2-10 6-14 10-14s6 6 8 8c2-4 4-6 6-6 4 0 6 6 6 12v6h-4v16h-4V44H24v14h-4V42c-4-2-8-4-10-8z"
        fill="#c8a165"
        stroke="#8a6a3b"
        strokeWidth="2"
        strokeLinejoin="round"
      />
    </>
  ),
  bee: (
    <>
      <ellipse cx="22" cy="22" rx="10" ry="7" fill="#dbe9f6" stroke="#7a97b8" strokeWidth="2" />
      <ellipse cx="40" cy="22" rx="10" ry="7" fill="#dbe9f6" stroke="#7a97b8" strokeWidth="2" />
      <ellipse cx="32" cy="38" rx="16" ry="12" fill="#f5c542" stroke="#5a4426" strokeWidth="2" />
      <path d="M26 27v22M34 26v24M42 30v16" stroke="#5a4426" strokeWidth="4" />
    </>
  ),
  'palm-tree': (
    <>
      <path d="M30 24c2 12 0 24-4 34h8c2-10 2-22 0-34z" fill="#8b5a2b" />
      <path d="M32 24C24 12 12 14 6 22c8-4 16-2 26 2z" fill="#2f8f83" />
      <path d="M32 24c8-12 20-10 26-2-8-4-16-2-26 2z" fill="#2f8f83" />
      <path d="M32 24c-4-10-2-16 4-20 0 8-2 14-4 20z" fill="#1f6e64" />
      <path d="M32 24C22 22 14 28 12 36c6-6 12-10 20-12z" fill="#1f6e64" />
      <path d="M32 24c10-2 18 4 20 12-6-6-12-10-20-12z" fill="#1f6e64" />
      <circle cx="30" cy="27" r="2.5" fill="#7a3e1f" />
      <circle cx="35" cy="27" r="2.5" fill="#7a3e1f" />
    </>
  ),
};

export function Picture({ name, className }: { name: string; className?: string }) {
  const drawing = DRAWINGS[name as ConnectionPicture];
  if (!drawing) return null;
  return (
    <svg viewBox="0 0 64 64" aria-hidden="true" focusable="false" className={className}>
      {drawing}
    </svg>
  );
}
