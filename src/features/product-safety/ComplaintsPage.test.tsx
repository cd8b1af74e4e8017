import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearSession } from '~/features/account/auth.store';
import { messages } from '~/lib/messages';
import { adminOrderPath } from '~/lib/routes';
import { serverError } from '../../../tests/helpers/server-error';
import { asStaff } from '../../../tests/helpers/staff';
import ComplaintsPage from './ComplaintsPage';
import type { StaffComplaint } from './product-safety';
import { fetchComplaints, updateComplaint } from './product-safety.actions';

vi.mock('./product-safety.actions', () => ({ fetchComplaints: vi.fn(), updateComplaint: vi.fn() }));

const text = messages.productSafety;
const complaint: StaffComplaint = {
  id: 5,
  orderNumber: 'ZZ-000042',
  email: 'marja@example.nl',
  product: 'Pants Heren',
  description: 'De plakstrip laat los.',
  status: 'received',
  outcome: '',
  passedToManufacturerAt: null,
  createdAt: '2026-11-20T10:00:00Z',
};

describe('ComplaintsPage', () => {
  beforeEach(() => {
    vi.mocked(fetchComplaints).mockReset().mockResolvedValue([complaint]);
    vi.mocked(updateComplaint).mockReset();
  });
  afterEach(() => {
    clearSession();
    vi.unstubAllGlobals();
  });

  it('lists each complaint with its order, product, who and what', async () => {
    asStaff('editor');
    render(<ComplaintsPage />);
    const card = (await screen.findByRole('link', { name: 'ZZ-000042' })).closest('li')!;
    expect(within(card).getByRole('link', { name: 'ZZ-000042' })).toHaveAttribute(
      'href',
      adminOrderPath('ZZ-000042'),
    );
    expect(card).toHaveTextContent('Pants Heren');
    expect(card).toHaveTextContent('marja@example.nl');
    expect(card).toHaveTextContent('De plakstrip laat los.');
    expect(within(card).getByRole('combobox', { name: text.complaintStatus })).toHaveValue('received');
  });

  it('saves status, outcome and the manufacturer tick, and shows when it was passed on', async () => {
    vi.mocked(updateComplaint).mockResolvedValue({
      ...complaint,
      status: 'investigating',
      outcome: 'Nieuwe batch gestuurd.',
      passedToManufacturerAt: '2026-11-21T09:00:00Z',
    });
    asStaff('editor');
    render(<ComplaintsPage />);
    const user = userEvent.setup();
    await user.selectOptions(
      await screen.findByRole('combobox', { name: text.complaintStatus }),
      'investigating',
    );
    await user.type(screen.getByRole('textbox', { name: text.complaintOutcome }), 'Nieuwe batch gestuurd.');
    await user.click(screen.getByRole('checkbox', { name: text.complaintPassed }));
    await user.click(screen.getByRole('button', { name: `${text.complaintSave} (ZZ-000042)` }));
    expect(updateComplaint).toHaveBeenCalledWith(5, {
      status: 'investigating',
      outcome: 'Nieuwe batch gestuurd.',
      passed_to_manufacturer: true,
    });
    expect(await screen.findByRole('status')).toHaveTextContent(text.complaintSaved);
    expect(screen.getByText(/Doorgegeven aan de fabrikant op/)).toBeInTheDocument();
  });

  it("shows the server's refusal of a save", async () => {
    vi.mocked(updateComplaint).mockRejectedValue(serverError(404, { message: text.complaintNotFound }));
    asStaff('editor');
    render(<ComplaintsPage />);
    await userEvent
      .setup()
      .click(await screen.findByRole('button', { name: `${text.complaintSave} (ZZ-000042)` }));
    expect(await screen.findByRole('alert')).toHaveTextContent(text.complaintNotFound);
  });

  it('says when there are none, and shows why the register cannot load', async () => {
    vi.mocked(fetchComplaints).mockResolvedValue([]);
    asStaff('editor');
    const { unmount } = render(<ComplaintsPage />);
    expect(await screen.findByText(text.complaintsNone)).toBeInTheDocument();
    unmount();

    vi.mocked(fetchComplaints).mockRejectedValue(serverError(403));
    render(<ComplaintsPage />);
    expect(await screen.findByRole('alert')).toHaveTextContent(messages.admin.noAccess);
  });
});
