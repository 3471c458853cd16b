/**
 * One chart drawn with Chart.js (canvas). Only the pieces the page uses are registered,
 * and this module is reached only from the analytics route's lazy chunk, so no other
 * page carries the library. To assistive technology the chart is one image named by its
 * headline; each card's table view gives every figure.
 */
import {
  BarElement,
  CategoryScale,
  Chart as ChartJS,
  Filler,
  Legend,
  LinearScale,
  LineElement,
  PointElement,
  Tooltip,
  type ChartData,
  type ChartOptions,
} from 'chart.js';
import { Bar, Line } from 'react-chartjs-2';
import { useTheme } from '@/lib/theme/theme';
import { formatValue, type ChartSpec } from '../chart-spec';

ChartJS.register(
  BarElement,
  CategoryScale,
  Filler,
  Legend,
  LinearScale,
  LineElement,
  PointElement,
  Tooltip,
);

/** Series colours, readable on white and on near-black. */
const LIGHT = ['#b8934a', '#2f6f8f', '#8a4f7d', '#3f7d4f', '#b5562e'];
const DARK = ['#d4b36f', '#6fb0d2', '#c98bbb', '#7fbf8f', '#e08a5f'];

export function AnalyticsChart({ spec }: { spec: ChartSpec }) {
  const dark = useTheme().resolvedTheme === 'dark';
  const colours = dark ? DARK : LIGHT;
  const ink = dark ? '#d4d4d4' : '#404040';
  const grid = dark ? 'rgba(255,255,255,0.08)' : 'rgba(0,0,0,0.08)';
  const stacked = spec.kind === 'stacked-area';
  const format = (value: number) => formatValue(value, spec.unit);

  const options: ChartOptions<'bar' | 'line'> = {
    responsive: true,
    maintainAspectRatio: false,
    animation: false,
    interaction: { mode: 'index', intersect: false },
    plugins: {
      legend: {
        display: spec.series.length > 1,
        position: 'bottom',
        labels: { color: ink, boxWidth: 12 },
      },
      tooltip: {
        callbacks: {
          label: (item) => `${item.dataset.label ?? ''}: ${format(Number(item.raw))}`,
        },
      },
    },
    scales: {
      x: {
        stacked,
        ticks: { color: ink, maxRotation: 0, autoSkipPadding: 12 },
        grid: { color: grid },
      },
      y: {
        stacked,
        beginAtZero: true,
        ticks: { color: ink, precision: 0, callback: (value) => format(Number(value)) },
        grid: { color: grid },
      },
    },
  };

  const datasets = spec.series.map((series, i) => {
    const colour = colours[i % colours.length] ?? '#b8934a';
    return {
      label: series.label,
      data: series.values,
      backgroundColor: spec.kind === 'stacked-area' ? `${colour}55` : colour,
      borderColor: colour,
      borderWidth: spec.kind === 'line' || spec.kind === 'stacked-area' ? 2 : 0,
      pointRadius: 0,
      // Stacked areas fill down to the series below them (the first to the axis).
      fill: spec.kind === 'stacked-area' ? (i === 0 ? 'origin' : '-1') : false,
      tension: 0.2,
    };
  });

  return (
    <div
      role="img"
      aria-label={`${spec.title} chart: ${spec.headline.label} ${spec.headline.value}. Show the table for every figure.`}
      className="relative h-64 w-full"
    >
      {spec.kind === 'bar' ? (
        <Bar
          data={{ labels: spec.labels, datasets } as ChartData<'bar'>}
          options={options as ChartOptions<'bar'>}
        />
      ) : (
        <Line
          data={{ labels: spec.labels, datasets } as ChartData<'line'>}
          options={options as ChartOptions<'line'>}
        />
      )}
    </div>
  );
}
