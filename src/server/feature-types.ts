/**
 * Shapes that infrastructure stores but a feature owns: a JSON column's content, an event's
 * payload. src/server imports no feature (decision 034), so the owning feature adds its type here
 * by declaration merging, in one of its server modules:
 *
 *   declare module '~/server/feature-types' {
 *     interface FeatureTypes { invoiceDocument: InvoiceDocument }
 *   }
 *
 * A key no feature declares does not compile where the schema or the event list uses it.
 */
// biome-ignore lint/suspicious/noEmptyInterface: filled in by the features (declaration merging)
export interface FeatureTypes {}
