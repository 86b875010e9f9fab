import { useId } from 'react';

/**
 * A brilliant-cut stone in profile, drawn in fine champagne lines (table, crown, girdle, pavilion
 * meeting at the culet) on a soft glow, with a few glints. Decorative.
 */
export function GemArt(props: { className?: string }) {
  const id = useId();
  const stroke = `${id}-stroke`;
  const glow = `${id}-glow`;
  return (
    <svg className={props.className} viewBox="0 0 240 230" aria-hidden="true" focusable="false">
      <defs>
        <linearGradient id={stroke} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#f6e7c4" />
          <stop offset="0.55" stopColor="#d6b779" />
          <stop offset="1" stopColor="#9a7d48" />
        </linearGradient>
        <radialGradient id={glow} cx="0.5" cy="0.5" r="0.5">
          <stop offset="0" stopColor="#d6b779" stopOpacity="0.22" />
          <stop offset="0.6" stopColor="#d6b779" stopOpacity="0.06" />
          <stop offset="1" stopColor="#d6b779" stopOpacity="0" />
        </radialGradient>
      </defs>
      <ellipse cx="120" cy="112" rx="118" ry="108" fill={`url(#${glow})`} />
      <g
        fill="none"
        stroke={`url(#${stroke})`}
        strokeWidth="1.2"
        strokeLinejoin="round"
        strokeLinecap="round"
      >
        {/* Outline: table, crown, girdle and pavilion to the culet. */}
        <path d="M64 52 H176 L218 92 L120 208 L22 92 Z" />
        <path d="M22 92 H218" />
        {/* The main facets: from the table down to the culet. */}
        <path d="M106 52 L88 92 L120 208 L152 92 L134 52" />
        {/* Finer facets. */}
        <g opacity="0.45">
          <path d="M64 52 L52 92 M176 52 L188 92" />
          <path d="M52 92 L120 208 L188 92" />
        </g>
      </g>
      {/* Glints. */}
      <g fill="#f6e7c4">
        <path d="M196 34 l2.4 6.6 6.6 2.4 -6.6 2.4 -2.4 6.6 -2.4 -6.6 -6.6 -2.4 6.6 -2.4 z" />
        <path
          d="M40 40 l1.5 4.2 4.2 1.5 -4.2 1.5 -1.5 4.2 -1.5 -4.2 -4.2 -1.5 4.2 -1.5 z"
          opacity="0.7"
        />
        <circle cx="214" cy="150" r="1.6" opacity="0.6" />
        <circle cx="28" cy="160" r="1.3" opacity="0.5" />
      </g>
    </svg>
  );
}
