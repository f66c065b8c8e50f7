// The Chart.js part of <Chart>, in its own chunk: only the controllers, scales and elements we draw with are
// registered, so the bundle carries no pie, radar or time-scale code.
import {
  BarController,
  BarElement,
  CategoryScale,
  Chart,
  Filler,
  Legend,
  LinearScale,
  LineController,
  LineElement,
  PointElement,
  Tooltip,
} from 'chart.js';

/** The kinds of chart drawn (the only controllers registered below). */
export type ChartKind = 'line' | 'bar';

Chart.register(
  BarController,
  BarElement,
  CategoryScale,
  Filler,
  Legend,
  LinearScale,
  LineController,
  LineElement,
  PointElement,
  Tooltip,
);

export interface DrawOptions {
  kind: ChartKind;
  labels: string[];
  series: { label: string; values: number[]; colour: string }[];
  rtl: boolean;
  formatValue: (value: number) => string;
}

/** Draws into the canvas and returns how to tear the chart down. */
export function drawChart(canvas: HTMLCanvasElement, options: DrawOptions): () => void {
  const reducedMotion = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
  const chart = new Chart(canvas, {
    type: options.kind,
    data: {
      labels: options.labels,
      datasets: options.series.map((s) => ({
        label: s.label,
        data: s.values,
        borderColor: s.colour,
        backgroundColor: options.kind === 'bar' ? s.colour : `${s.colour}33`,
        fill: options.kind === 'line' && options.series.length === 1,
        tension: 0.25,
        pointRadius: options.labels.length > 40 ? 0 : 3,
      })),
    },
    options: {
      responsive: true,
      maintainAspectRatio: false,
      animation: reducedMotion ? false : { duration: 300 },
      locale: document.documentElement.lang || undefined,
      interaction: { mode: 'index', intersect: false },
      plugins: {
        legend: { display: options.series.length > 1, rtl: options.rtl },
        tooltip: {
          rtl: options.rtl,
          callbacks: {
            label: (item) => `${item.dataset.label ?? ''}: ${options.formatValue(Number(item.raw))}`,
          },
        },
      },
      scales: {
        x: { reverse: options.rtl, grid: { display: false } },
        y: {
          beginAtZero: true,
          position: options.rtl ? 'right' : 'left',
          ticks: { precision: 0, callback: (value) => options.formatValue(Number(value)) },
        },
      },
    },
  });
  return () => chart.destroy();
}
