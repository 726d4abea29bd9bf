// The price history and forecast drawn with uPlot. Loaded on its own (React.lazy) once the panel is on
// screen, so uPlot never weighs on the first paint of the shop page. The canvas is hidden from
// assistive technology: the panel's caption and table say the same in text.
import { useEffect, useRef } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import { intlLocale, type Locale } from '../../../../lib/client/i18n';
import { useTranslation } from '../../../../lib/client/i18n/react';
import { formatWholePrice } from '../../../../lib/domain/flights/fare-display';
import type { ChartData } from './chart-data';
import './price-chart.css';

interface Props {
  data: ChartData;
  locale: Locale;
}

const HEIGHT = 220;
/** Until the box has a width (and in tests, where nothing has a size). */
const FALLBACK_WIDTH = 600;

/** The chart's colours are the page's CSS variables, read when drawing so dark mode applies. */
function palette(el: Element) {
  const css = getComputedStyle(el);
  const v = (name: string, fallback: string) => css.getPropertyValue(name).trim() || fallback;
  return {
    history: v('--chart-history', '#364fc7'),
    forecast: v('--chart-forecast', '#495057'),
    today: v('--chart-today', '#c92a2a'),
    grid: v('--chart-grid', '#ced4da'),
    text: v('--chart-text', '#495057'),
    family: css.fontFamily || 'system-ui, sans-serif',
  };
}

export function PriceChart({ data, locale }: Props) {
  const { t } = useTranslation('flightshop');
  const box = useRef<HTMLDivElement>(null);
  const fmt = intlLocale(locale);

  useEffect(() => {
    const el = box.current;
    if (!el) return;
    const dayLabel = new Intl.DateTimeFormat(fmt, { month: 'short', day: 'numeric', timeZone: 'UTC' });
    const todayText = t('prediction.chart.today');
    let chart: uPlot | null = null;

    const build = () => {
      chart?.destroy();
      const c = palette(el);
      const font = `12px ${c.family}`;
      const axis = { stroke: c.text, font, labelFont: font, grid: { stroke: c.grid, width: 1 }, ticks: { stroke: c.grid, width: 1 } };
      const opts: uPlot.Options = {
        width: el.clientWidth || FALLBACK_WIDTH,
        height: HEIGHT,
        legend: { show: false },
        cursor: { drag: { x: false, y: false } },
        scales: { x: { time: true } },
        series: [
          {},
          { label: t('prediction.chart.history'), stroke: c.history, width: 2, spanGaps: false },
          { label: t('prediction.chart.forecast'), stroke: c.forecast, width: 2, dash: [6, 4], spanGaps: false },
        ],
        axes: [
          { ...axis, label: t('prediction.chart.xLabel'), values: (_u, splits) => splits.map((s) => dayLabel.format(s * 1000)) },
          {
            ...axis,
            label: t('prediction.chart.yLabel'),
            size: 60,
            values: (_u, splits) => splits.map((s) => formatWholePrice(s * 100, fmt)),
          },
        ],
        hooks: {
          // Today: a vertical line where history ends and the forecast begins.
          draw: [
            (u) => {
              if (data.today === null) return;
              const x = Math.round(u.valToPos(data.today, 'x', true));
              const { top, height } = u.bbox;
              const ctx = u.ctx;
              ctx.save();
              ctx.strokeStyle = c.today;
              ctx.fillStyle = c.today;
              ctx.lineWidth = 2 * uPlot.pxRatio;
              ctx.beginPath();
              ctx.moveTo(x, top);
              ctx.lineTo(x, top + height);
              ctx.stroke();
              ctx.font = `${12 * uPlot.pxRatio}px ${c.family}`;
              ctx.textBaseline = 'top';
              ctx.fillText(todayText, x + 4 * uPlot.pxRatio, top + 2 * uPlot.pxRatio);
              ctx.restore();
            },
          ],
        },
      };
      chart = new uPlot(opts, [data.xs, data.history, data.forecast], el);
    };
    build();

    const resize = () => chart?.setSize({ width: el.clientWidth || FALLBACK_WIDTH, height: HEIGHT });
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(resize);
    observer?.observe(el);
    // Canvas colours are fixed when drawn: redraw when the system switches light and dark.
    const scheme = typeof matchMedia === 'undefined' ? null : matchMedia('(prefers-color-scheme: dark)');
    scheme?.addEventListener('change', build);
    return () => {
      observer?.disconnect();
      scheme?.removeEventListener('change', build);
      chart?.destroy();
      chart = null;
    };
  }, [data, fmt, t]);

  return <div ref={box} className="price-chart" aria-hidden="true" data-testid="price-chart" />;
}

export default PriceChart;
