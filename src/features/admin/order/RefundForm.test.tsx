import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { OrderDetail } from '~/features/admin/order/order-detail';
import { messages } from '~/lib/messages';
import { formatEuro } from '~/lib/money';
import { orderDetail, orderLine } from '../../../../tests/helpers/order-detail';
import type { Act } from './OrderActions';
import { RefundForm } from './RefundForm';

const text = messages.refunds;
const actionText = messages.orderActions;
/** '€ 12,45' as Testing Library reads the page: the no-break space nl-NL writes is a plain one. */
const euro = (cents: number) => formatEuro(cents).replace(/\s/gu, ' ');

/** 2 x Comfort Broekje M at 12,95 with 1,00 of a discount code (24,90 paid), shipping 5,00; a cream at 21 %. */
function order(overrides: Partial<OrderDetail> = {}): OrderDetail {
  const base = orderDetail('shipped');
  return {
    ...base,
    discountCode: 'ZOMER',
    discountCents: 100,
    totalCents: 2490 + 500 + 995,
    lines: [
      { ...base.lines[0]!, discountCents: 100 },
      orderLine({
        id: 2,
        productName: 'Huidcrème',
        variationName: null,
        quantity: 1,
        unitPriceCents: 995,
        lineTotalCents: 995,
        vatRateBasisPoints: 2100,
      }),
    ],
    refundable: {
      lines: [
        { id: 1, packs: 2 },
        { id: 2, packs: 1 },
      ],
      shippingCents: 500,
      perRate: [
        { rateBasisPoints: 900, cents: 2990 },
        { rateBasisPoints: 2100, cents: 995 },
      ],
    },
    ...overrides,
  };
}

function renderForm(detail = order(), answers: (string | null)[] = [null]) {
  const act = vi.fn<Act>();
  for (const answer of answers) act.mockResolvedValueOnce(answer);
  render(<RefundForm order={detail} act={act} />);
  return { act, user: userEvent.setup() };
}

const packsOf = (name: string, left: number) => screen.getByLabelText(text.packs(name, left));
const submit = () => screen.getByRole('button', { name: actionText.refund });
const confirm = () => screen.getByRole('button', { name: actionText.confirm(actionText.refund) });

describe('the refund form', () => {
  it('refunds packs of a line: shows what goes back, asks with that amount, sends no prices', async () => {
    const { act, user } = renderForm();
    await user.type(packsOf('Comfort Broekje - M', 2), '1');
    // Half of 24,90: the line after its discount, as the server computes it.
    expect(screen.getByText(text.total(euro(1245)))).toBeInTheDocument();
    await user.click(submit());
    expect(screen.getByText(text.confirm(euro(1245)))).toBeInTheDocument();
    expect(act).not.toHaveBeenCalled();
    await user.click(confirm());
    expect(act).toHaveBeenCalledWith(
      'refund',
      {
        lines: [{ line_id: 1, quantity: 1 }],
        shipping: false,
        amounts: [],
        note: '',
        idempotency_key: expect.any(String),
      },
      actionText.refunded,
    );
    // Done: the form is empty again and shows nothing to refund.
    expect(packsOf('Comfort Broekje - M', 2)).toHaveValue(null);
    expect(screen.getByText(text.total(euro(0)))).toBeInTheDocument();
  });

  it('refunds the shipping and a free amount per VAT rate', async () => {
    const { act, user } = renderForm();
    await user.click(screen.getByLabelText(text.shipping(euro(500))));
    await user.type(screen.getByLabelText(text.amountAt('21%', euro(995))), '2,50');
    expect(screen.getByText(text.total(euro(750)))).toBeInTheDocument();
    await user.click(submit());
    await user.click(confirm());
    expect(act).toHaveBeenCalledWith(
      'refund',
      expect.objectContaining({
        lines: [],
        shipping: true,
        amounts: [{ vat_rate_basis_points: 2100, amount_cents: 250 }],
      }),
      actionText.refunded,
    );
  });

  it('chooses everything still open in one click', async () => {
    const { user } = renderForm();
    await user.click(screen.getByRole('button', { name: text.chooseAll }));
    expect(packsOf('Comfort Broekje - M', 2)).toHaveValue(2);
    expect(packsOf('Huidcrème', 1)).toHaveValue(1);
    expect(screen.getByText(text.total(euro(2490 + 995 + 500)))).toBeInTheDocument();
  });

  it('says what to change before asking: nothing chosen, more packs than are left, a bad amount', async () => {
    const { act, user } = renderForm();
    await user.click(submit());
    expect(screen.getByRole('alert')).toHaveTextContent(text.chooseSomething);
    await user.type(packsOf('Huidcrème', 1), '2');
    await user.click(submit());
    expect(screen.getByRole('alert')).toHaveTextContent(text.packsInvalid('Huidcrème', 1));
    await user.clear(packsOf('Huidcrème', 1));
    await user.type(screen.getByLabelText(text.amountAt('9%', euro(2990))), 'twee');
    await user.click(submit());
    expect(screen.getByRole('alert')).toHaveTextContent(actionText.refundAmountInvalid);
    expect(act).not.toHaveBeenCalled();
  });

  it('offers only what is left: packs refunded before, shipping given back', () => {
    const detail = order({
      refundable: {
        lines: [
          { id: 1, packs: 1 },
          { id: 2, packs: 0 },
        ],
        shippingCents: 0,
        perRate: [{ rateBasisPoints: 900, cents: 1245 }],
      },
    });
    renderForm(detail);
    expect(packsOf('Comfort Broekje - M', 1)).toHaveAttribute('max', '1');
    expect(screen.queryByLabelText(/Huidcrème/)).not.toBeInTheDocument();
    expect(screen.queryByLabelText(text.shipping(euro(500)))).not.toBeInTheDocument();
    expect(screen.queryByLabelText(/21%/)).not.toBeInTheDocument();
  });

  it('sends a refused request again under the same key, a new refund under a new one', async () => {
    const { act, user } = renderForm(order(), [messages.admin.actionFailed, null, null]);
    const refundPack = async () => {
      await user.clear(packsOf('Huidcrème', 1));
      await user.type(packsOf('Huidcrème', 1), '1');
      await user.click(submit());
      await user.click(confirm());
    };
    await refundPack();
    expect(await screen.findByText(messages.admin.actionFailed)).toBeInTheDocument();
    await refundPack();
    await refundPack();
    const keys = act.mock.calls.map(([, body]) => body.idempotency_key);
    expect(keys[1]).toBe(keys[0]);
    expect(keys[2]).not.toBe(keys[1]);
  });
});
