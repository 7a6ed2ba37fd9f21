/** A drawn "under maintenance" scene (a screen, a gear and a wrench); inline so it needs no download. */
export function MaintenanceIllustration() {
  return (
    <svg viewBox="0 0 240 160" width="100%" style={{ maxWidth: 280 }} role="img" aria-hidden="true">
      <rect x="30" y="20" width="180" height="110" rx="10" fill="#e3eaf6" stroke="#0d47a1" strokeWidth="4" />
      <rect x="100" y="130" width="40" height="14" fill="#0d47a1" />
      <rect x="80" y="144" width="80" height="6" rx="3" fill="#0d47a1" />
      <g transform="translate(120 75)" fill="#0d47a1">
        <circle r="24" />
        {[0, 45, 90, 135, 180, 225, 270, 315].map((angle) => (
          <rect key={angle} x="-6" y="-34" width="12" height="14" rx="2" transform={`rotate(${angle})`} />
        ))}
        <circle r="10" fill="#e3eaf6" />
      </g>
      <path
        d="M168 104l-22-22a14 14 0 0 1-17-18l9 9 8-2 2-8-9-9a14 14 0 0 1 18 17l22 22a5 5 0 0 1-11 11z"
        fill="#00897b"
      />
    </svg>
  );
}
