// The soak's curve as a small SVG: resident memory (MB) and open file descriptors of each server
// process over the run's minutes. No chart library: two polylines per process on fixed axes.
import { writeFileSync } from 'node:fs';

const W = 640;
const H = 220;
const PAD = { left: 48, right: 48, top: 28, bottom: 32 };
const COLORS = ['#1f6feb', '#d1242f'];

export function writeSoakChart(samples, file) {
  const keys = Object.keys(samples[0] ?? {}).filter((k) => k !== 'at');
  const maxAt = Math.max(1, ...samples.map((s) => s.at));
  const maxRss = Math.ceil(Math.max(100, ...samples.flatMap((s) => keys.map((k) => s[k].rssMb))) / 100) * 100;
  const maxFds = Math.ceil(Math.max(50, ...samples.flatMap((s) => keys.map((k) => s[k].fds))) / 50) * 50;
  const x = (at) => PAD.left + (at / maxAt) * (W - PAD.left - PAD.right);
  const y = (v, max) => H - PAD.bottom - (v / max) * (H - PAD.top - PAD.bottom);
  const line = (k, field, max, dash) =>
    `<polyline fill="none" stroke="${COLORS[keys.indexOf(k) % COLORS.length]}" stroke-width="1.5"${dash ? ' stroke-dasharray="4 3"' : ''} points="${samples
      .map((s) => `${x(s.at).toFixed(1)},${y(s[k][field], max).toFixed(1)}`)
      .join(' ')}"/>`;
  const ticks = [0, 0.25, 0.5, 0.75, 1];
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${W} ${H}" font-family="system-ui,sans-serif" font-size="11" role="img" aria-label="Soak: memory and open files of each server process over ${maxAt.toFixed(0)} minutes">
<rect width="${W}" height="${H}" fill="#fff"/>
<text x="${PAD.left}" y="16" font-size="12">Soak, ${maxAt.toFixed(0)} min: RSS (solid, MB, left) and open fds (dashed, right); one colour per server process</text>
${ticks
  .map(
    (t) => `<line x1="${PAD.left}" x2="${W - PAD.right}" y1="${y(t * maxRss, maxRss)}" y2="${y(t * maxRss, maxRss)}" stroke="#eee"/>
<text x="${PAD.left - 6}" y="${y(t * maxRss, maxRss) + 4}" text-anchor="end">${(t * maxRss).toFixed(0)}</text>
<text x="${W - PAD.right + 6}" y="${y(t * maxFds, maxFds) + 4}">${(t * maxFds).toFixed(0)}</text>
<text x="${x(t * maxAt)}" y="${H - PAD.bottom + 16}" text-anchor="middle">${(t * maxAt).toFixed(0)} min</text>`,
  )
  .join('\n')}
${keys.map((k) => line(k, 'rssMb', maxRss, false) + line(k, 'fds', maxFds, true)).join('\n')}
</svg>
`;
  writeFileSync(file, svg);
}
