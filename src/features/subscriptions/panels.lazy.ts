import { onDemand } from '~/lib/on-demand';

// The forms behind a subscription's buttons (pause, interval, lines, address, cancel): most
// visitors of /account never open one, so each loads on its first opening (decision 033).
export const PauseForm = onDemand(() => import('./PauseForm'));
export const IntervalForm = onDemand(() => import('./IntervalForm'));
export const LinesForm = onDemand(() => import('./LinesForm'));
export const AddressForm = onDemand(() => import('./AddressForm'));
export const CancelConfirm = onDemand(() => import('./CancelConfirm'));
