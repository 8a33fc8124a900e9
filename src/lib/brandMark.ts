import { brandColours } from "./brand";

// The brand's mark, drawn once: a square with rounded corners stood on its point, in the gradient from the primary
// colour to the accent. The header draws it, and so do the favicon and logo (scripts/make-brand-images.ts), the
// PDFs' dark pages (gatsby/downloads/pdf.ts) and the share cards (gatsby/shareImages.ts), from the outline below.

/** The box the outline is drawn in: the mark touches all four sides. */
export const BRAND_MARK_BOX = 100;

/** A corner's radius, as a share of the square's side. */
const CORNER = 0.2;

/**
 * The mark's outline as SVG path data in a BRAND_MARK_BOX square: each corner of the square is an arc between two
 * straight sides, and the whole is turned 45° about the centre. SVG, pdfkit and satori all draw it as it is.
 */
export function brandMarkPath(): string {
  const centre = BRAND_MARK_BOX / 2;
  // The side whose square, turned onto its point with rounded corners, is exactly as wide as the box.
  const side = BRAND_MARK_BOX / (Math.SQRT2 * (1 - 2 * CORNER) + 2 * CORNER);
  const half = side / 2;
  const radius = side * CORNER;
  const turn = ([x, y]: [number, number]): string => {
    const cos = Math.SQRT1_2;
    const point = [centre + (x - y) * cos, centre + (x + y) * cos];
    return point.map((value) => Number(value.toFixed(2))).join(" ");
  };
  // Clockwise from the top side's left end, each side then its corner's arc.
  const corners: Array<[[number, number], [number, number]]> = [
    [
      [half - radius, -half],
      [half, -half + radius],
    ],
    [
      [half, half - radius],
      [half - radius, half],
    ],
    [
      [-half + radius, half],
      [-half, half - radius],
    ],
    [
      [-half, -half + radius],
      [-half + radius, -half],
    ],
  ];
  const arc = `A ${Number(radius.toFixed(2))} ${Number(radius.toFixed(2))} 0 0 1`;
  return [
    `M ${turn([-half + radius, -half])}`,
    ...corners.map(([end, after]) => `L ${turn(end)} ${arc} ${turn(after)}`),
    "Z",
  ].join(" ");
}

/** The gradient's two ends, top left to bottom right. */
export const BRAND_MARK_GRADIENT = [brandColours.primary, brandColours.accent] as const;

/**
 * The mark as an SVG document `size` pixels square, for the images drawn from it; `at`, its top left corner when it
 * is placed inside another SVG; `colours`, the gradient's ends (the brand images pass the tokens' values as they
 * are being written).
 */
export function brandMarkSvg(
  size: number,
  {
    id = "brand-mark",
    colours = BRAND_MARK_GRADIENT,
    at,
  }: { id?: string; colours?: readonly [string, string]; at?: { x: number; y: number } } = {},
): string {
  const [from, to] = colours;
  const position = at ? ` x="${at.x}" y="${at.y}"` : "";
  return `<svg xmlns="http://www.w3.org/2000/svg"${position} width="${size}" height="${size}" viewBox="0 0 ${BRAND_MARK_BOX} ${BRAND_MARK_BOX}"><defs><linearGradient id="${id}" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs><path d="${brandMarkPath()}" fill="url(#${id})"/></svg>`;
}
