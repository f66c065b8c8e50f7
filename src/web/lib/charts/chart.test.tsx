// <Chart>: the figures are always reachable as a table, and an empty period says so instead of drawing nothing.
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { Chart } from './chart';

// The drawing itself needs a real canvas (the browser tests see it); here the engine records what it was given.
const drawn = vi.hoisted(() => [] as { kind: string; labels: string[] }[]);
vi.mock('./chart-engine', () => ({
  drawChart: (_canvas: HTMLCanvasElement, options: { kind: string; labels: string[] }) => {
    drawn.push({ kind: options.kind, labels: options.labels });
    return () => undefined;
  },
}));

describe('Chart', () => {
  it('draws the series and shows the same figures as a table on request', async () => {
    render(
      <Chart
        kind="line"
        title="Views per day"
        labels={['1 Mar', '2 Mar']}
        series={[{ label: 'Views', values: [1200, 3] }]}
      />,
    );
    expect(screen.getByRole('img', { name: 'Views per day' })).toBeInTheDocument();
    await vi.waitFor(() => expect(drawn).toContainEqual({ kind: 'line', labels: ['1 Mar', '2 Mar'] }));
    expect(screen.queryByRole('table')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Show the figures as a table' }));
    const table = screen.getByRole('table', { name: 'Views per day' });
    expect(table).toHaveTextContent('1 Mar1,200');
    expect(table).toHaveTextContent('2 Mar3');
    expect(screen.getByRole('button', { name: 'Hide the table' })).toHaveAttribute('aria-expanded', 'true');
  });

  it('says there are no figures when every value is zero', () => {
    render(<Chart kind="bar" title="Sign-ups" labels={['Jan']} series={[{ label: 'Users', values: [0] }]} />);
    expect(screen.getByText('No figures for this period yet.')).toBeInTheDocument();
    expect(screen.queryByRole('img')).toBeNull();
  });
});
