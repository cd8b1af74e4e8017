import { createRoot } from 'react-dom/client';
import CartDrawer from './CartDrawer';

/** Renders the drawer into its container (a client render: the server never had one to send). */
export function mountCartDrawer(container: HTMLElement): void {
  createRoot(container).render(<CartDrawer />);
}
