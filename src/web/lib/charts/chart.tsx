// One chart component for the admin console and the creator studio (decision 019-lead-charts): Chart.js 4,
// tree-shaken to line and bar charts and loaded on first use, so no public page or /feed pays for it.
// Every chart carries its figures as a table too (screen readers, keyboard users, copying numbers).
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { directionOf } from '#shared/locales';
import { formatNumber } from '#web/lib/format';
import { currentLocale } from '#web/lib/i18n/i18n';
import type { ChartKind } from './chart-engine';

export interface ChartSeries {
  /** Shown in the legend and as the table's column heading; already translated. */
  label: string;
  values: number[];
}

export interface ChartProps {
  kind: ChartKind;
  /** Accessible name of the chart and the table's caption; already translated. */
  title: string;
  /** The x-axis labels (dates already formatted for the viewer, category names already translated). */
  labels: string[];
  series: ChartSeries[];
  /** Height of the drawing in CSS pixels. */
  height?: number;
  /** Formats a value for the axis, tooltips and the table; defaults to the locale's plain number. */
  formatValue?: (value: number) => string;
  /** The table's first column heading (what the labels are); defaults to "Period". Already translated. */
  labelHeading?: string;
}

// Okabe–Ito: readable for colour-blind viewers, as in the games.
const COLOURS = ['#0072B2', '#E69F00', '#009E73', '#CC79A7', '#56B4E9', '#D55E00'];

type ChartModule = typeof import('./chart-engine');
let engine: Promise<ChartModule> | undefined;
const loadEngine = () => {
  engine ??= import('./chart-engine');
  return engine;
};

export function Chart({
  kind,
  title,
  labels,
  series,
  height = 260,
  formatValue = formatNumber,
  labelHeading,
}: ChartProps) {
  const { t } = useTranslation('common');
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const [showTable, setShowTable] = useState(false);
  const [failed, setFailed] = useState(false);
  const tableId = useId();
  const empty = labels.length === 0 || series.every((s) => s.values.every((v) => v === 0));
  // Redrawn when the figures change, not whenever a parent re-renders with equal new arrays (a redraw restarts the
  // animation, so a page that re-renders often showed an empty canvas).
  const figures = JSON.stringify([kind, labels, series]);
  const format = useRef(formatValue);
  format.current = formatValue;

  useEffect(() => {
    if (empty) return;
    const canvas = canvasRef.current;
    if (!canvas) return;
    let destroyed = false;
    let destroy: (() => void) | undefined;
    loadEngine()
      .then(({ drawChart }) => {
        if (destroyed) return;
        const [drawnKind, drawnLabels, drawnSeries] = JSON.parse(figures) as [
          ChartKind,
          string[],
          ChartSeries[],
        ];
        destroy = drawChart(canvas, {
          kind: drawnKind,
          labels: drawnLabels,
          series: drawnSeries.map((s, i) => ({ ...s, colour: COLOURS[i % COLOURS.length] as string })),
          rtl: directionOf(currentLocale()) === 'rtl',
          formatValue: (value) => format.current(value),
        });
      })
      .catch(() => {
        if (!destroyed) setFailed(true);
      });
    return () => {
      destroyed = true;
      destroy?.();
    };
  }, [figures, empty]);

  if (empty) {
    return (
      <figure className="m-0">
        <figcaption className="sr-only">{title}</figcaption>
        <p className="rounded-lg bg-slate-50 p-6 text-center text-slate-600">{t('chart.noData')}</p>
      </figure>
    );
  }

  return (
    <figure className="m-0">
      <figcaption className="sr-only">{title}</figcaption>
      {failed ? (
        <p className="text-slate-600">{t('chart.failed')}</p>
      ) : (
        <div style={{ height }} className="relative">
          <canvas ref={canvasRef} role="img" aria-label={title} />
        </div>
      )}
      <button
        type="button"
        className="mt-2 rounded text-sm font-semibold text-emerald-800 underline focus-visible:outline-2 focus-visible:outline-offset-2"
        aria-expanded={showTable || failed}
        aria-controls={tableId}
        onClick={() => setShowTable((v) => !v)}
        hidden={failed}
      >
        {showTable ? t('chart.hideTable') : t('chart.showTable')}
      </button>
      <div id={tableId} hidden={!(showTable || failed)} className="mt-2 overflow-x-auto">
        <table className="w-full text-start text-sm">
          <caption className="sr-only">{title}</caption>
          <thead>
            <tr>
              <th scope="col" className="p-1 text-start">
                {labelHeading ?? t('chart.label')}
              </th>
              {series.map((s) => (
                <th key={s.label} scope="col" className="p-1 text-end">
                  {s.label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {labels.map((label, row) => (
              <tr key={label} className="border-t border-slate-100">
                <th scope="row" className="p-1 text-start font-normal">
                  {label}
                </th>
                {series.map((s) => (
                  <td key={s.label} className="p-1 text-end tabular-nums">
                    {formatValue(s.values[row] ?? 0)}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </figure>
  );
}
