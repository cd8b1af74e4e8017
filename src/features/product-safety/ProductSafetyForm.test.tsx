import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { messages } from '~/lib/messages';
import { field } from '../../../tests/helpers/dom';
import { serverError } from '../../../tests/helpers/server-error';
import ProductSafetyForm from './ProductSafetyForm';
import type { ProductSafetyInfo } from './product-safety';
import { fetchProductSafety, saveProductSafety } from './product-safety.actions';

vi.mock('./product-safety.actions', () => ({ fetchProductSafety: vi.fn(), saveProductSafety: vi.fn() }));

const text = messages.productSafety;
const stored: ProductSafetyInfo = {
  manufacturer_name: 'Zorgzaam Productie B.V.',
  manufacturer_address: 'Fabrieksweg 1\n1234 AB Ergens',
  manufacturer_email: 'info@fabrikant.example',
  ce_marked: true,
  warnings: 'Niet gebruiken bij een open wond.',
};

describe('ProductSafetyForm (staff product editor)', () => {
  beforeEach(() => {
    vi.mocked(fetchProductSafety).mockReset().mockResolvedValue(stored);
    vi.mocked(saveProductSafety).mockReset().mockResolvedValue({});
  });

  it("shows the product's manufacturer, CE marking and warnings, and saves the changes", async () => {
    render(<ProductSafetyForm productId={12} />);
    expect(await screen.findByDisplayValue('Zorgzaam Productie B.V.')).toBe(field(text.nameLabel));
    expect(fetchProductSafety).toHaveBeenCalledWith(12);
    expect(screen.getByRole('checkbox', { name: text.ceLabel })).toBeChecked();
    const user = userEvent.setup();
    await user.click(screen.getByRole('checkbox', { name: text.ceLabel }));
    await user.type(field(text.warningsLabel), '{Enter}Buiten bereik van kinderen.');
    await user.click(screen.getByRole('button', { name: messages.accountForms.save }));
    expect(saveProductSafety).toHaveBeenCalledWith(12, {
      ...stored,
      ce_marked: false,
      warnings: 'Niet gebruiken bij een open wond.\nBuiten bereik van kinderen.',
    });
    expect(await screen.findByRole('status')).toHaveTextContent(text.saved);
  });

  it('starts empty for a product without safety data yet', async () => {
    vi.mocked(fetchProductSafety).mockResolvedValue(null);
    render(<ProductSafetyForm productId={12} />);
    expect(await screen.findByRole('heading', { name: text.formTitle })).toBeInTheDocument();
    expect(field(text.nameLabel)).toHaveValue('');
    expect(field(text.addressLabel)).toBeRequired();
  });

  it("puts the server's field errors next to their fields", async () => {
    vi.mocked(saveProductSafety).mockRejectedValue(
      serverError(422, {
        message: messages.form.fixErrors,
        errors: { manufacturer_address: [text.addressRequired], manufacturer_email: [text.emailInvalid] },
      }),
    );
    render(<ProductSafetyForm productId={12} />);
    await screen.findByDisplayValue('Zorgzaam Productie B.V.');
    await userEvent.setup().click(screen.getByRole('button', { name: messages.accountForms.save }));
    expect(await screen.findByRole('alert')).toHaveTextContent(messages.form.fixErrors);
    expect(field(text.addressLabel)).toBeInvalid();
    expect(field(text.addressLabel)).toHaveAccessibleDescription(text.addressRequired);
    expect(field(text.emailLabel)).toHaveAccessibleDescription(text.emailInvalid);
  });

  it('says when the data cannot be loaded', async () => {
    vi.mocked(fetchProductSafety).mockRejectedValue(serverError(500));
    render(<ProductSafetyForm productId={12} />);
    expect(await screen.findByRole('alert')).toHaveTextContent(messages.admin.loadFailed);
  });
});
