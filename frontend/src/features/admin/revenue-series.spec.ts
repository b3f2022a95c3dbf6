import { describe, expect, it } from 'vitest';
import { REVENUE_SERIES, seriesFill } from '@/features/admin/revenue-series';

describe('REVENUE_SERIES', () => {
  it('tells money received and booked value apart by colour and by pattern, each with a name', () => {
    const [received, booked] = REVENUE_SERIES;
    expect(REVENUE_SERIES.map((series) => [series.key, series.label])).toEqual([
      ['received', 'Received'],
      ['booked', 'Booked'],
    ]);
    expect(received!.color).not.toBe(booked!.color);
    expect(received!.pattern).not.toBe(booked!.pattern);
  });
});

describe(seriesFill.name, () => {
  it('paints a solid series in its colour and a hatched one as stripes of its colour inside an outline', () => {
    expect(seriesFill({ color: '#1d4ed8', pattern: 'solid' })).toEqual({ backgroundColor: '#1d4ed8' });
    expect(seriesFill({ color: '#c2410c', pattern: 'hatched' })).toEqual({
      backgroundColor: '#ffffff',
      backgroundImage: 'repeating-linear-gradient(135deg, #c2410c 0 2px, #ffffff 2px 5px)',
      boxShadow: 'inset 0 0 0 2px #c2410c',
    });
  });
});
