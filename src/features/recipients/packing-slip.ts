/** GET /api/admin/orders/{number}/packing-slip: the parcel's slip, with no amounts in it at all. */
export interface PackingSlip {
  number: string;
  /** Ordered by someone else than the person it goes to. */
  forSomeoneElse: boolean;
  name: string;
  addressLines: [string, string];
  /** The pickup point's name and address when it is picked up there. */
  pickupPoint: string | null;
  lines: { name: string; quantity: number }[];
}
