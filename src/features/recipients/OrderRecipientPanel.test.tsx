import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { messages } from '~/lib/messages';
import { adminPackingSlipPath } from '~/lib/routes';
import { orderDetail } from '../../../tests/helpers/order-detail';
import { OrderRecipientPanel } from './OrderRecipientPanel';

const text = messages.recipients;

describe('OrderRecipientPanel (staff order page)', () => {
  it('shows where the parcel goes and who ordered it when it is for someone else', () => {
    render(
      <OrderRecipientPanel
        order={orderDetail('paid', {
          recipient: {
            firstName: 'Els',
            lastName: 'de Vries',
            street: 'Kerkstraat',
            streetNumber: '5',
            streetAddition: 'B',
            postcode: '3511 AB',
            city: 'Utrecht',
            country: 'Nederland',
          },
        })}
      />,
    );
    const panel = screen.getByRole('region', { name: text.staffTitle });
    expect(panel.querySelector('address')).toHaveTextContent('Els de VriesKerkstraat 5 B3511 AB Utrecht');
    expect(panel).toHaveTextContent(`${text.staffBuyer}: Anna de Vries`);
    expect(screen.getByRole('link', { name: text.packingSlipLink })).toHaveAttribute(
      'href',
      adminPackingSlipPath('ZZ-000042'),
    );
  });

  it('offers only the packing slip when the buyer gets the parcel', () => {
    render(<OrderRecipientPanel order={orderDetail('paid')} />);
    const panel = screen.getByRole('region', { name: messages.packingSlip.title('ZZ-000042') });
    expect(panel.querySelector('address')).toBeNull();
    expect(screen.getByRole('link', { name: text.packingSlipLink })).toBeInTheDocument();
  });
});
