// Small drawn pictures for the games list (our own SVGs, no images to load); decorative, hidden from readers.
export type GameArtName = 'snake' | 'tetris' | 'connections' | 'quranMatch' | 'arabicLetters';

export function GameArt({ name }: { name: GameArtName }) {
  return (
    <svg viewBox="0 0 160 100" className="h-auto w-full" aria-hidden="true">
      {ART[name]}
    </svg>
  );
}

const ART: Record<GameArtName, React.ReactNode> = {
  snake: (
    <>
      <rect width="160" height="100" rx="16" fill="#e8f5e0" />
      <path
        d="M24 74h36a14 14 0 0 0 0-28H48a14 14 0 0 1 0-28h52"
        fill="none"
        stroke="#0072b2"
        strokeWidth="14"
        strokeLinecap="round"
      />
      <circle cx="104" cy="18" r="9" fill="#00507d" />
      <circle cx="107" cy="15" r="3" fill="#fff" />
      <circle cx="107" cy="21" r="3" fill="#fff" />
      <circle cx="132" cy="60" r="12" fill="#d55e00" />
      <ellipse cx="137" cy="46" rx="6" ry="3" fill="#009e73" transform="rotate(-30 137 46)" />
    </>
  ),
  tetris: (
    <>
      <rect width="160" height="100" rx="16" fill="#1f2a44" />
      <g stroke="#1f2a44" strokeWidth="2">
        <rect x="30" y="70" width="20" height="20" rx="4" fill="#56b4e9" />
        <rect x="50" y="70" width="20" height="20" rx="4" fill="#56b4e9" />
        <rect x="70" y="70" width="20" height="20" rx="4" fill="#56b4e9" />
        <rect x="90" y="70" width="20" height="20" rx="4" fill="#56b4e9" />
        <rect x="110" y="70" width="20" height="20" rx="4" fill="#f0e442" />
        <rect x="110" y="50" width="20" height="20" rx="4" fill="#f0e442" />
        <rect x="90" y="50" width="20" height="20" rx="4" fill="#e69f00" />
        <rect x="70" y="10" width="20" height="20" rx="4" fill="#cc79a7" />
        <rect x="50" y="30" width="20" height="20" rx="4" fill="#cc79a7" />
        <rect x="70" y="30" width="20" height="20" rx="4" fill="#cc79a7" />
        <rect x="90" y="30" width="20" height="20" rx="4" fill="#cc79a7" />
      </g>
    </>
  ),
  connections: (
    <>
      <rect width="160" height="100" rx="16" fill="#fef3c7" />
      {[0, 1, 2, 3].map((row) =>
        [0, 1, 2, 3].map((col) => (
          <rect
            key={`${row}-${col}`}
            x={28 + col * 27}
            y={10 + row * 21}
            width="23"
            height="17"
            rx="4"
            fill={row === 0 ? '#009e73' : row === 1 ? '#56b4e9' : '#ffffff'}
            stroke="#b45309"
            strokeWidth="1.5"
          />
        )),
      )}
    </>
  ),
  quranMatch: (
    <>
      <rect width="160" height="100" rx="16" fill="#ede9fe" />
      <rect x="34" y="18" width="40" height="62" rx="8" fill="#0072b2" transform="rotate(-8 54 49)" />
      <rect x="86" y="18" width="40" height="62" rx="8" fill="#ffffff" stroke="#0072b2" strokeWidth="3" />
      <path d="M96 40h20M96 50h20M96 60h14" stroke="#0072b2" strokeWidth="3" strokeLinecap="round" />
      <circle cx="54" cy="49" r="9" fill="none" stroke="#fff" strokeWidth="3" transform="rotate(-8 54 49)" />
    </>
  ),
  arabicLetters: (
    <>
      <rect width="160" height="100" rx="16" fill="#ccfbf1" />
      <text x="80" y="66" textAnchor="middle" fontSize="44" fill="#0f766e" fontFamily="serif" direction="rtl">
        ا ب ت
      </text>
    </>
  ),
};
