import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import StaffTable, { staffCell, staffRow } from './StaffTable';

const columns = [
  { label: 'Bestelling' },
  { label: 'Totaal', numeric: true },
  { label: 'Acties', labelHidden: true },
];

describe('StaffTable', () => {
  it('names its columns for screen readers, hidden headings included, and shows the rows', () => {
    render(
      <StaffTable caption="Bestellingen" columns={columns}>
        <tr className={staffRow}>
          <td className={staffCell}>ZZ-000042</td>
          <td className={staffCell}>€ 30,90</td>
          <td className={staffCell}>
            <button type="button">Open</button>
          </td>
        </tr>
      </StaffTable>,
    );
    const table = screen.getByRole('table', { name: 'Bestellingen' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Bestelling', 'Totaal', 'Acties']);
    expect(within(table).getByRole('cell', { name: 'ZZ-000042' })).toBeInTheDocument();
  });

  it('says so in one row when a filter finds nothing', () => {
    render(
      <StaffTable columns={columns} emptyText="Geen bestellingen gevonden.">
        {null}
      </StaffTable>,
    );
    const cell = screen.getByRole('cell', { name: 'Geen bestellingen gevonden.' });
    expect(cell).toHaveAttribute('colspan', '3');
  });

  it('is a named region a keyboard can scroll when it has a label', () => {
    render(
      <StaffTable columns={columns} label="Bestellingen, schuif opzij voor meer">
        {null}
      </StaffTable>,
    );
    expect(screen.getByRole('region', { name: 'Bestellingen, schuif opzij voor meer' })).toHaveAttribute(
      'tabindex',
      '0',
    );
  });

  it('shows its caption as the heading of a table inside a panel', () => {
    render(
      <StaffTable caption="Op omzet" captionShown framed={false} columns={columns}>
        {null}
      </StaffTable>,
    );
    const table = screen.getByRole('table', { name: 'Op omzet' });
    expect(within(table).getByText('Op omzet')).not.toHaveClass('sr-only');
  });
});
