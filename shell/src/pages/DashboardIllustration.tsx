// Inline so it takes the theme's colours (strokes and fills use the --nc-* properties through
// currentColor and CSS classes) and stays legible in every theme.
import { useId } from 'react';

export function DashboardIllustration({ label }: { label: string }) {
  const titleId = useId();
  return (
    <svg
      className="nc-dashboard__illustration"
      role="img"
      aria-labelledby={titleId}
      viewBox="0 0 320 200"
      focusable="false"
    >
      <title id={titleId}>{label}</title>
      {/* The portal: a rounded panel linking the four services */}
      <rect className="nc-illus-surface" x="110" y="70" width="100" height="60" rx="10" />
      <path
        className="nc-illus-line"
        d="M80 50 L110 80 M240 50 L210 80 M80 150 L110 120 M240 150 L210 120"
      />
      <text className="nc-illus-text" x="160" y="106" textAnchor="middle">
        N
      </text>
      {/* Document with text lines */}
      <rect className="nc-illus-shape" x="40" y="14" width="44" height="56" rx="4" />
      <path className="nc-illus-line" d="M50 30 H74 M50 40 H74 M50 50 H66" />
      {/* Video frame with a play button and a caption bar */}
      <rect className="nc-illus-shape" x="232" y="14" width="60" height="44" rx="4" />
      <path className="nc-illus-accent" d="M255 24 L255 44 L272 34 Z" />
      <path className="nc-illus-line" d="M240 52 H284" />
      {/* Briefcase */}
      <rect className="nc-illus-shape" x="38" y="142" width="52" height="38" rx="5" />
      <path className="nc-illus-line" d="M54 142 V134 H74 V142 M38 158 H90" />
      {/* Headphones */}
      <path className="nc-illus-line nc-illus-thick" d="M240 176 V160 A22 22 0 0 1 284 160 V176" />
      <rect className="nc-illus-accent" x="234" y="166" width="12" height="18" rx="3" />
      <rect className="nc-illus-accent" x="278" y="166" width="12" height="18" rx="3" />
    </svg>
  );
}
