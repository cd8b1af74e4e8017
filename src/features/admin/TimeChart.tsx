import { useEffect, useRef } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';

export interface ChartSeries {
  label: string;
  values: number[];
  color: string;
  /** Dashed: the previous period, drawn behind the current one. */
  dashed?: boolean;
}

/**
 * A line chart over the period's days or months (uPlot: small, canvas, fast). The
 * canvas is decoration for sighted users: the figure around it names it, and a
 * table with the same numbers sits right below it.
 */
export default function TimeChart(props: {
  labels: string[];
  series: ChartSeries[];
  formatValue: (value: number) => string;
}) {
  const container = useRef<HTMLDivElement>(null);
  const latest = useRef(props);
  latest.current = props;
  const numbers = JSON.stringify([props.labels, props.series.map((line) => line.values)]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: redraw when the numbers change, not on every render
  useEffect(() => {
    const element = container.current;
    if (!element) return;
    const { labels, series, formatValue } = latest.current;
    const options: uPlot.Options = {
      width: element.clientWidth,
      height: 260,
      // Positions 0..n-1 with our own Dutch labels: uPlot's own date axis speaks English.
      scales: { x: { time: false } },
      legend: { show: true, live: false },
      cursor: { drag: { x: false, y: false } },
      axes: [
        {
          stroke: '#3d4650',
          grid: { stroke: '#e6e9e7' },
          space: 70,
          font: '14px system-ui, sans-serif',
          values: (_chart, splits) =>
            splits.map((split) => (Number.isInteger(split) ? (labels[split] ?? '') : '')),
        },
        {
          stroke: '#3d4650',
          grid: { stroke: '#e6e9e7' },
          size: 90,
          font: '14px system-ui, sans-serif',
          values: (_chart, splits) => splits.map((split) => formatValue(split)),
        },
      ],
      series: [
        {},
        ...series.map((line) => ({
          label: line.label,
          stroke: line.color,
          width: line.dashed ? 2 : 3,
          dash: line.dashed ? [6, 6] : undefined,
          points: { show: labels.length <= 31 },
        })),
      ],
    };
    const chart = new uPlot(
      options,
      [labels.map((_, index) => index), ...series.map((line) => line.values)],
      element,
    );
    const resize = new ResizeObserver(() => chart.setSize({ width: element.clientWidth, height: 260 }));
    resize.observe(element);
    return () => {
      resize.disconnect();
      chart.destroy();
    };
  }, [numbers]);

  return <div ref={container} aria-hidden="true" className="min-h-[300px] w-full" />;
}
