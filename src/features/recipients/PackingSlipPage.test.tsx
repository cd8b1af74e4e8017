import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearSession } from '~/features/account/auth.store';
import { messages } from '~/lib/messages';
import { adminOrderPath } from '~/lib/routes';
import { serverError } from '../../../tests/helpers/server-error';
import { asStaff } from '../../../tests/helpers/staff';
import PackingSlipPage from './PackingSlipPage';
import type { PackingSlip } from './packing-slip';
import { fetchPackingSlip } from './recipients.actions';

vi.mock('./recipients.actions', () => ({ fetchPackingSlip: vi.fn() }));

const text = messages.packingSlip;
const slip: PackingSlip = {
  number: 'ZZ-000042',
  forSomeoneElse: true,
  name: 'Els de Vries',
  addressLines: ['Kerkstraat 5 B', '3511 AB Utrecht'],
  pickupPoint: null,
  lines: [
    { name: 'Comfort Broekje M', quantity: 2 },
    { name: 'Inlegverband', quantity: 1 },
  ],
};

describe('PackingSlipPage', () => {
  beforeEach(() => {
    vi.mocked(fetchPackingSlip).mockReset().mockResolvedValue(slip);
    asStaff('editor');
  });
  afterEach(() => {
    clearSession();
    vi.unstubAllGlobals();
  });

  it('shows the address and the lines without any price, and prints', async () => {
    // happy-dom has no print dialog.
    const print = vi.fn();
    vi.stubGlobal('print', print);
    render(<PackingSlipPage number="ZZ-000042" />);
    const to = await screen.findByRole('region', { name: text.deliverTo });
    expect(fetchPackingSlip).toHaveBeenCalledWith('ZZ-000042');
    expect(to).toHaveTextContent('Els de Vries');
    expect(to).toHaveTextContent('Kerkstraat 5 B, 3511 AB Utrecht');
    const rows = within(screen.getByRole('table')).getAllByRole('row');
    expect(rows[1]).toHaveTextContent('Comfort Broekje M2');
    expect(screen.getByRole('main')).not.toHaveTextContent('€');
    expect(screen.getByRole('link', { name: `← ${text.backToOrder('ZZ-000042')}` })).toHaveAttribute(
      'href',
      adminOrderPath('ZZ-000042'),
    );
    await userEvent.setup().click(screen.getByRole('button', { name: text.print }));
    expect(print).toHaveBeenCalled();
  });

  it('names the pickup point when the parcel is picked up', async () => {
    vi.mocked(fetchPackingSlip).mockResolvedValue({ ...slip, pickupPoint: 'Primera Dam, Dam 3, Amsterdam' });
    render(<PackingSlipPage number="ZZ-000042" />);
    const at = await screen.findByRole('region', { name: text.pickupAt });
    expect(at).toHaveTextContent('Primera Dam, Dam 3, Amsterdam');
  });

  it('shows why the slip cannot load', async () => {
    vi.mocked(fetchPackingSlip).mockRejectedValue(
      serverError(404, { message: 'Deze bestelling bestaat niet.' }),
    );
    render(<PackingSlipPage number="ZZ-000099" />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Deze bestelling bestaat niet.');
  });
});
