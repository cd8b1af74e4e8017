/** The line fields the browser sends besides id and quantity; the server ignores its price. */
type Line = {
  id: number;
  quantity: number;
  /** What the browser claims a unit costs (0.01 unless given); the server ignores it. */
  price?: number;
  slug?: string;
  product_id?: number;
  product_variation_id?: number;
};

/**
 * A checkout submission in the spec's shape (section 3, "Order submission") for the given lines,
 * delivered to Dam 1 in Amsterdam; `customer` and any other field can be replaced.
 */
export function orderSubmission(
  lines: Line[],
  overrides: { customer?: { email: string; first_name: string; last_name: string } } & Record<
    string,
    unknown
  > = {},
) {
  const customer = overrides.customer ?? { email: 'klant@example.nl', first_name: 'Kim', last_name: 'Klant' };
  return {
    address: {
      label: 'Shipping',
      first_name: customer.first_name,
      last_name: customer.last_name,
      street: 'Dam',
      street_number: '1',
      street_addition: null,
      postcode: '1012 JS',
      city: 'Amsterdam',
      country: 'Nederland',
    },
    payment_method: 'ideal',
    is_subscription: false,
    subscription_interval: null,
    shipping_cost: 5,
    lineItems: lines.map((line) => ({ name: 'x', price: 0.01, image_urls: [], ...line })),
    ...overrides,
    customer,
  };
}
