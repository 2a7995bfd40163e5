'use client';

import { useId } from 'react';
import { useTranslations } from 'next-intl';

export interface ChartPoint {
  day: string;
  value: number;
}

const W = 300;
const H = 80;

/** DD/MM of a YYYY-MM-DD key, as Brazilians (and most of Latin America) read it. */
export const shortDay = (key: string) => `${key.slice(8, 10)}/${key.slice(5, 7)}`;

/**
 * One series per day as plain SVG bars, drawn from the server's numbers (no chart library). Accessible:
 * the SVG is an image with a title and a description that says the range, the peak and the total, each
 * bar has its own title, and the numbers are in a table under 'Ver os números'.
 */
export function BarChart({ title, points, testId }: { title: string; points: ChartPoint[]; testId: string }) {
  const t = useTranslations('insights');
  const id = useId();
  const max = Math.max(0, ...points.map((p) => p.value));
  const total = points.reduce((s, p) => s + p.value, 0);
  const peak = points.find((p) => p.value === max);
  const step = points.length ? W / points.length : W;
  const gap = step > 4 ? 1 : 0;
  const first = points[0]?.day ?? '';
  const last = points[points.length - 1]?.day ?? '';
  return (
    <figure className="space-y-1" data-testid={testId}>
      <figcaption className="flex items-baseline justify-between text-sm font-medium">
        <span>{title}</span>
        <span className="text-xs opacity-70">
          {t('charts.value')}: {max}
        </span>
      </figcaption>
      <svg
        role="img"
        aria-labelledby={`${id}-t ${id}-d`}
        viewBox={`0 0 ${W} ${H}`}
        preserveAspectRatio="none"
        className="h-24 w-full rounded bg-white/5"
      >
        <title id={`${id}-t`}>{title}</title>
        <desc id={`${id}-d`}>
          {t('charts.desc', {
            title,
            from: shortDay(first),
            to: shortDay(last),
            max,
            maxDay: peak ? shortDay(peak.day) : '',
            total,
          })}
        </desc>
        {points.map((p, i) => {
          const h = max ? (p.value / max) * (H - 4) : 0;
          const label = `${shortDay(p.day)}: ${p.value}`;
          return (
            <rect
              key={p.day}
              x={i * step + gap / 2}
              y={H - h}
              width={Math.max(step - gap, 0.5)}
              height={h}
              className="fill-primary"
            >
              <title>{label}</title>
            </rect>
          );
        })}
      </svg>
      <div className="flex justify-between text-xs opacity-60" aria-hidden>
        <span>{shortDay(first)}</span>
        <span>{shortDay(last)}</span>
      </div>
      <details className="text-xs">
        <summary className="cursor-pointer opacity-80">{t('charts.table')}</summary>
        <table className="mt-1 w-full">
          <thead>
            <tr>
              <th className="text-left font-medium">{t('charts.day')}</th>
              <th className="text-right font-medium">{t('charts.value')}</th>
            </tr>
          </thead>
          <tbody>
            {points.map((p) => (
              <tr key={p.day}>
                <td>{shortDay(p.day)}</td>
                <td className="text-right tabular-nums">{p.value}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </figure>
  );
}
