/** A static drawing standing in for a map (no third-party map: the page must work offline). */
export function LocationSketch({ label }: { label: string }) {
  return (
    <svg
      role="img"
      aria-label={label}
      viewBox="0 0 400 220"
      className="mt-4 h-auto w-full rounded-xl bg-slate-100"
    >
      <rect width="400" height="220" fill="#eef2f7" />
      <path
        d="M0 150 C80 130 140 170 220 140 S340 110 400 130"
        stroke="#bfdbfe"
        strokeWidth="18"
        fill="none"
      />
      <path
        d="M60 0 L90 220 M0 70 L400 60 M250 0 L280 220 M0 190 L400 180"
        stroke="#ffffff"
        strokeWidth="10"
      />
      <rect x="110" y="85" width="50" height="40" rx="4" fill="#dbe3ee" />
      <rect x="300" y="90" width="60" height="60" rx="4" fill="#dbe3ee" />
      <rect x="130" y="150" width="70" height="25" rx="4" fill="#dbe3ee" />
      <circle cx="200" cy="100" r="26" fill="#2563eb" opacity="0.15" />
      <path
        d="M200 70 a18 18 0 0 1 18 18 c0 14 -18 32 -18 32 s-18 -18 -18 -32 a18 18 0 0 1 18 -18 z"
        fill="#2563eb"
      />
      <circle cx="200" cy="88" r="6" fill="#ffffff" />
    </svg>
  )
}
