import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ChartTable } from './chart-table';
import { natalAspects, natalRing, sampleHouses, transitAspects, transitRing } from './wheel-fixtures';

const bodyRows = (caption: string) =>
  within(screen.getByRole('table', { name: caption }))
    .getAllByRole('row')
    .slice(1);

describe('ChartTable', () => {
  it('lists one row per body with sign, degree, house and motion', () => {
    render(<ChartTable title="Birth chart" inner={natalRing} houses={sampleHouses} aspects={natalAspects} />);
    const table = screen.getByRole('table', { name: 'Natal placements' });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((header) => header.textContent);
    expect(headers).toEqual(['Body', 'Sign', 'Degree', 'House', 'Motion']);
    const rows = bodyRows('Natal placements');
    expect(rows).toHaveLength(natalRing.bodies.length);
    const cells = (index: number) =>
      Array.from(rows[index]?.querySelectorAll('th, td') ?? [], (cell) => cell.textContent);
    expect(cells(0)).toEqual(['☉\uFE0E Sun', '♌\uFE0E Leo', '12°34′', '10', 'Direct']);
    expect(cells(6)).toEqual(['♄\uFE0E Saturn', '♓\uFE0E Pisces', '3°42′', '5', '℞ Retrograde']);
  });

  it('lists aspects with orb and applying or separating', () => {
    render(<ChartTable title="Birth chart" inner={natalRing} houses={sampleHouses} aspects={natalAspects} />);
    const table = screen.getByRole('table', { name: 'Aspects' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Aspect', 'Orb', 'Applying/Separating']);
    const rows = bodyRows('Aspects');
    expect(rows).toHaveLength(natalAspects.length);
    expect(rows[0]?.textContent).toBe('Sun trine Jupiter4°28′Separating');
    expect(rows[1]?.textContent).toContain('Applying');
    // An aspect without motion data says so rather than guessing.
    expect(rows[3]?.textContent).toBe('Jupiter conjunction Chiron4°48′—');
  });

  it('lists the angles and the twelve cusps when houses are known', () => {
    render(<ChartTable title="Birth chart" inner={natalRing} houses={sampleHouses} aspects={natalAspects} />);
    const rows = bodyRows('Angles and house cusps');
    expect(rows).toHaveLength(14);
    expect(rows[0]?.textContent).toContain('Ascendant (ASC)');
    expect(rows[0]?.textContent).toContain('Libra');
    expect(rows[0]?.textContent).toContain('21°18′');
    expect(rows[1]?.textContent).toContain('Midheaven (MC)');
    expect(rows[2]?.textContent).toContain('House 1');
  });

  it('has no house table and dashes for houses without a birth time', () => {
    render(
      <ChartTable
        title="Birth chart"
        inner={{ label: 'Natal', bodies: [{ id: 'moon', lon: 15.5, retrograde: false }] }}
        aspects={[]}
      />,
    );
    expect(screen.queryByRole('table', { name: 'Angles and house cusps' })).toBeNull();
    expect(bodyRows('Natal placements')[0]?.textContent).toContain('—');
    expect(bodyRows('Aspects')[0]?.textContent).toBe('No aspects within orb.');
  });

  it('names the minor aspects and lists the points with sign, degree and house', () => {
    render(
      <ChartTable
        title="Birth chart"
        inner={natalRing}
        houses={sampleHouses}
        aspects={[
          { from: 'sun', to: 'lilith', type: 'sesquiquadrate', orb: 0.5 },
          { from: 'moon', to: 'chiron', type: 'bi-quintile', orb: 1.25 },
        ]}
        points={[{ key: 'fortune', name: 'Part of Fortune (night formula)', lon: 95.5, house: 9 }]}
      />,
    );
    const aspects = bodyRows('Aspects').map((row) => row.querySelector('th')?.textContent);
    expect(aspects).toEqual(['Sun sesquiquadrate Black Moon Lilith', 'Moon bi-quintile Chiron']);
    expect(bodyRows('Aspects')[1]?.textContent).toContain('1°15′');
    const cells = Array.from(
      bodyRows('Points')[0]?.querySelectorAll('th, td') ?? [],
      (cell) => cell.textContent,
    );
    expect(cells).toEqual(['Part of Fortune (night formula)', '♋\uFE0E Cancer', '5°30′', '9']);
  });

  it('gives each ring of a bi-wheel its own table and names the rings in inter-aspects', () => {
    render(
      <ChartTable
        title="Transits"
        inner={natalRing}
        outer={transitRing}
        houses={sampleHouses}
        aspects={transitAspects}
      />,
    );
    expect(bodyRows('Natal placements')).toHaveLength(natalRing.bodies.length);
    expect(bodyRows('Transits placements')).toHaveLength(transitRing.bodies.length);
    expect(bodyRows('Aspects')[0]?.textContent).toContain('Natal Sun square Transits Mars');
    expect(screen.getByRole('group', { name: 'Transits: tables' })).toBeTruthy();
  });
});
