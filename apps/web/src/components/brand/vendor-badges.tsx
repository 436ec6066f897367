/**
 * Spec §2 footer vendor logos, drawn as badges (no third-party images are shipped). The codes
 * are the providers' own trade marks, shown as-is in every language.
 */
export const FOOTER_VENDORS = [
  { code: 'PG', hue: 'linear-gradient(135deg,#ff8a00,#ff3d6e)' },
  { code: 'EG2', hue: 'linear-gradient(135deg,#22d3ee,#2563eb)' },
  { code: 'PT', hue: 'linear-gradient(135deg,#60a5fa,#1e3a8a)' },
  { code: 'JDB', hue: 'linear-gradient(135deg,#fbbf24,#b45309)' },
  { code: 'CQ9', hue: 'linear-gradient(135deg,#f472b6,#9d174d)' },
  { code: 'FC', hue: 'linear-gradient(135deg,#34d399,#047857)' },
  { code: 'JL', hue: 'linear-gradient(135deg,#f87171,#b91c1c)' },
  { code: 'BGS', hue: 'linear-gradient(135deg,#a78bfa,#5b21b6)' },
] as const;

export function VendorBadges({ label }: { label: string }) {
  return (
    <ul className="vendor-badges" aria-label={label}>
      {FOOTER_VENDORS.map((v) => (
        <li key={v.code} className="vendor-badge" data-vendor={v.code}>
          <span className="vendor-badge__mark" style={{ background: v.hue }} aria-hidden="true" />
          <span className="vendor-badge__code">{v.code}</span>
        </li>
      ))}
    </ul>
  );
}
