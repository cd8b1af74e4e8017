import { type FormEvent, useEffect, useState } from 'react';
import type { CheckoutQuote } from '~/features/checkout/pricing';
import { suggestedMethod } from '~/features/delivery/delivery-labels';
import type { DeliveryMethod } from '~/features/delivery/delivery-price';
import * as phoneTexts from '~/lib/messages/phone-orders';
import { type Address, EMPTY_ADDRESS, EMPTY_NEW, type Line, type Refusal } from './phone-order-form';
import type { PhoneCustomer, PhoneOrderRequest, PlacedPhoneOrder } from './phone-orders';
import { placePhoneOrder, quotePhoneOrder, refusalOf } from './phone-orders.actions';

/** Only the texts this module shows, from their part files (decision 033). */
const messages = { phoneOrders: phoneTexts.phoneOrders };
const text = messages.phoneOrders;

/** What the server needs of the chosen lines (names are for the screen only). */
const orderedLines = (lines: Line[]): PhoneOrderRequest['lines'] =>
  lines.map(({ product_id, product_variation_id, quantity }) => ({
    product_id,
    product_variation_id,
    quantity,
  }));

/** The phone order's state: the customer, lines, delivery and recipient, the server's quote, placing it. */
export function usePhoneOrder() {
  const [customer, setCustomer] = useState<PhoneCustomer | null>(null);
  const [creating, setCreating] = useState(false);
  const [newCustomer, setNewCustomer] = useState(EMPTY_NEW);
  const [address, setAddress] = useState<Address>(EMPTY_ADDRESS);
  const [lines, setLines] = useState<Line[]>([]);
  const [delivery, setDelivery] = useState<DeliveryMethod>('home');
  // Until staff choose, the cheapest method that fits is taken (a letterbox parcel for a pack or two).
  const [deliveryChosen, setDeliveryChosen] = useState(false);
  const [recipient, setRecipient] = useState<string>('own');
  const [typedRecipient, setTypedRecipient] = useState({ ...EMPTY_ADDRESS, first_name: '', last_name: '' });
  const [discountCode, setDiscountCode] = useState('');
  const [quote, setQuote] = useState<CheckoutQuote | null>(null);
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  const [placing, setPlacing] = useState(false);
  const [placed, setPlaced] = useState<PlacedPhoneOrder | null>(null);

  const chooseCustomer = (chosen: PhoneCustomer | null) => {
    setCustomer(chosen);
    setCreating(false);
    setRecipient('own');
    setAddress(chosen?.address ?? EMPTY_ADDRESS);
  };

  const request = (): PhoneOrderRequest => ({
    customer_id: customer?.id ?? null,
    new_customer: creating ? newCustomer : null,
    address: { ...address, addition: address.addition || null },
    lines: orderedLines(lines),
    delivery: { method: delivery },
    discount_code: discountCode || null,
    recipient_id: recipient !== 'own' && recipient !== 'new' ? Number(recipient) : null,
    recipient: recipient === 'new' ? { ...typedRecipient, addition: typedRecipient.addition || null } : null,
  });

  // The summary follows what staff chose, priced by the server as the order will be.
  const customerId = customer?.id ?? null;
  useEffect(() => {
    if (lines.length === 0) {
      setQuote(null);
      return;
    }
    let current = true;
    quotePhoneOrder({
      customer_id: customerId,
      lines: orderedLines(lines),
      delivery: { method: delivery },
      discount_code: discountCode || null,
    })
      .then((answer) => {
        if (!current) return;
        setQuote(answer);
        // The checkout's suggestion (the cheapest that fits); a method that no longer fits (a
        // letterbox after more packs) falls back to it too.
        const suggestion = suggestedMethod(answer.delivery_options);
        const stillFits = answer.delivery_options.some(
          (option) => option.available && option.method === delivery && option.method !== 'pickup',
        );
        if ((!stillFits || !deliveryChosen) && suggestion !== delivery) setDelivery(suggestion);
      })
      .catch(async (error: unknown) => {
        if (current) setRefusal((await refusalOf(error)) ?? { message: text.place });
      });
    return () => {
      current = false;
    };
  }, [lines, delivery, deliveryChosen, discountCode, customerId]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!customer && !creating) {
      setRefusal({ message: text.chooseCustomerFirst });
      return;
    }
    setPlacing(true);
    setRefusal(null);
    try {
      setPlaced(await placePhoneOrder(request()));
    } catch (error) {
      setRefusal((await refusalOf(error)) ?? { message: text.place });
    } finally {
      setPlacing(false);
    }
  };

  return {
    customer,
    chooseCustomer,
    creating,
    setCreating,
    newCustomer,
    setNewCustomer,
    address,
    setAddress,
    lines,
    setLines,
    delivery,
    chooseDelivery: (method: DeliveryMethod) => {
      setDeliveryChosen(true);
      setDelivery(method);
    },
    recipient,
    setRecipient,
    typedRecipient,
    setTypedRecipient,
    discountCode,
    setDiscountCode,
    quote,
    refusal,
    placing,
    placed,
    submit,
  };
}
