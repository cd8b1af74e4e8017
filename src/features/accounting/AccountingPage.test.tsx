import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearSession } from '~/features/account/auth.store';
import { todayInNetherlands } from '~/lib/dates';
import { messages } from '~/lib/messages';
import { serverError } from '../../../tests/helpers/server-error';
import { asStaff } from '../../../tests/helpers/staff';
import AccountingPage from './AccountingPage';
import { recentPeriods, type VatOverview } from './accounting';
import { downloadAccountingFile, fetchVatOverview } from './accounting.actions';

vi.mock('./accounting.actions', () => ({ fetchVatOverview: vi.fn(), downloadAccountingFile: vi.fn() }));

const text = messages.accounting;
const { quarters, months } = recentPeriods(todayInNetherlands());

const overview = (period: string): VatOverview => ({
  period,
  from: '2026-10-01',
  to: '2026-12-31',
  rows: [
    {
      rubric: '1a',
      rateBasisPoints: 2100,
      netCents: 10_000,
      vatCents: 2_100,
      refundedNetCents: 0,
      refundedVatCents: 0,
    },
    {
      rubric: '1b',
      rateBasisPoints: 900,
      netCents: 123_456,
      vatCents: 11_111,
      refundedNetCents: -1_000,
      refundedVatCents: -90,
    },
  ],
  totals: { netCents: 133_456, vatCents: 13_211, grossCents: 146_667 },
  invoiceCount: 12,
  creditCount: 1,
});

describe('AccountingPage', () => {
  beforeEach(() => {
    vi.mocked(fetchVatOverview)
      .mockReset()
      .mockImplementation(async (period) => overview(period));
    vi.mocked(downloadAccountingFile).mockReset().mockResolvedValue();
  });
  afterEach(() => {
    clearSession();
    vi.unstubAllGlobals();
  });

  it("shows this quarter's VAT return per rubric with totals and the number of documents", async () => {
    asStaff('admin');
    render(<AccountingPage />);
    expect(
      await screen.findByRole('heading', { name: text.overviewHeading(quarters[0]!) }),
    ).toBeInTheDocument();
    expect(fetchVatOverview).toHaveBeenCalledWith(quarters[0]);
    const table = screen.getByRole('table', { name: text.overviewCaption });
    expect(table).toHaveTextContent(text.rubricNames['1b']!);
    expect(table).toHaveTextContent(/€\s1\.234,56/u);
    expect(table).toHaveTextContent(/€\s1\.334,56/u);
    expect(screen.getByText(text.documents(12, 1))).toBeInTheDocument();
  });

  it('loads the period chosen and downloads its export and its VAT overview', async () => {
    asStaff('admin');
    render(<AccountingPage />);
    await screen.findByRole('table');
    const user = userEvent.setup();
    await user.selectOptions(screen.getByRole('combobox', { name: text.periodLabel }), months[1]!);
    expect(
      await screen.findByRole('heading', { name: text.overviewHeading(months[1]!) }),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: text.exportButton }));
    await user.click(screen.getByRole('button', { name: text.overviewCsvButton }));
    expect(downloadAccountingFile).toHaveBeenNthCalledWith(1, 'export', months[1]);
    expect(downloadAccountingFile).toHaveBeenNthCalledWith(2, 'vatOverview', months[1]);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('says so when an export fails, and shows the server’s message when the overview cannot load', async () => {
    vi.mocked(downloadAccountingFile).mockRejectedValue(serverError(500));
    asStaff('admin');
    const { unmount } = render(<AccountingPage />);
    await screen.findByRole('table');
    await userEvent.setup().click(screen.getByRole('button', { name: text.exportButton }));
    expect(await screen.findByRole('alert')).toHaveTextContent(text.exportFailed);
    unmount();

    vi.mocked(fetchVatOverview).mockRejectedValue(serverError(422, { message: 'Onbekende periode.' }));
    render(<AccountingPage />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Onbekende periode.');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('is for admins only: an editor is told so and nothing is loaded', async () => {
    asStaff('editor');
    render(<AccountingPage />);
    expect(await screen.findByRole('alert')).toHaveTextContent(messages.admin.noAccessStats);
    await waitFor(() => expect(fetchVatOverview).not.toHaveBeenCalled());
  });
});
