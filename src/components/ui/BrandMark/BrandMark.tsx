import { BRAND_MARK_BOX, BRAND_MARK_GRADIENT, brandMarkPath } from "../../../lib/brandMark";

const GRADIENT_ID = "brand-mark-gradient";

/** The brand's mark, as the favicon, the PDFs and the share cards draw it (src/lib/brandMark.ts). Decorative. */
export function BrandMark({ className }: { className?: string }) {
  const [from, to] = BRAND_MARK_GRADIENT;
  return (
    <svg
      className={className}
      viewBox={`0 0 ${BRAND_MARK_BOX} ${BRAND_MARK_BOX}`}
      aria-hidden="true"
      focusable="false"
      data-brand-mark=""
    >
      <defs>
        <linearGradient id={GRADIENT_ID} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor={from} />
          <stop offset="1" stopColor={to} />
        </linearGradient>
      </defs>
      <path d={brandMarkPath()} fill={`url(#${GRADIENT_ID})`} />
    </svg>
  );
}
