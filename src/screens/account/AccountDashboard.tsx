import { useStore } from '@nanostores/react';
import { type ComponentType, startTransition, useEffect, useState } from 'react';
import AddressSection from '~/features/account/AddressSection';
import type { AccountOrder, AccountSectionProps } from '~/features/account/account';
import { fetchUser } from '~/features/account/auth.actions';
import { $authToken, $user } from '~/features/account/auth.store';
import OrderHistory from '~/features/account/OrderHistory';
import ProfileSection from '~/features/account/ProfileSection';
import ReorderAction from '~/features/account/ReorderAction';
import InvoiceDownloads from '~/features/invoices/InvoiceDownloads';
import * as accountTexts from '~/lib/messages/account';
import * as safetyTexts from '~/lib/messages/safety';
import { onDemand } from '~/lib/on-demand';
import { complaintPath, routes } from '~/lib/routes';
import { useHydratedStore } from '~/lib/use-hydrated-store';

// Sections and order actions below the first screen on a phone load beside the dashboard, each in
// its own chunk and task, instead of in the island's first script (decision 033).
const SubscriptionsSection = onDemand<AccountSectionProps>(
  () => import('~/features/subscriptions/SubscriptionsSection'),
);
const RecipientsSection = onDemand<AccountSectionProps>(
  () => import('~/features/recipients/RecipientsSection'),
);
const PrivacySection = onDemand<AccountSectionProps>(() => import('~/features/account/PrivacySection'));
const WithdrawalAction = onDemand(() => import('~/features/withdrawal/WithdrawalAction'));
const ReturnAction = onDemand(() => import('~/features/returns/ReturnAction'));

/** Only the texts this module shows, from their part files (decision 033). */
const messages = { account: accountTexts.account, productSafety: safetyTexts.productSafety };

/**
 * The sections of /account, in order. Another domain adds its own section here
 * (e.g. the checkout domain's subscriptions) instead of growing this file.
 */
interface AccountSection {
  id: string;
  Section: ComponentType<AccountSectionProps>;
}
const MAIN_SECTIONS: AccountSection[] = [
  { id: 'orders', Section: () => <OrderHistory orderActions={orderActions} /> },
  { id: 'subscriptions', Section: SubscriptionsSection },
  { id: 'privacy', Section: PrivacySection },
];
const SIDE_SECTIONS: AccountSection[] = [
  { id: 'profile', Section: ProfileSection },
  { id: 'address', Section: AddressSection },
  { id: 'recipients', Section: RecipientsSection },
];

/** Actions under each order: its invoices as PDF, 'Opnieuw bestellen', and the withdrawal function while its period is open. */
function orderActions(order: AccountOrder) {
  return (
    <>
      <InvoiceDownloads invoices={order.invoices} endpoint="/api/account/invoices" />
      <ReorderAction order={order} />
      <WithdrawalAction order={order} />
      <ReturnAction order={order} />
      {order.status === 'shipped' || order.status === 'delivered' ? (
        <a href={complaintPath(order.number)} className="btn-secondary">
          {messages.productSafety.complaintFromOrder}
          <span className="sr-only">{messages.productSafety.complaintFromOrderHint(order.number)}</span>
        </a>
      ) : null}
    </>
  );
}

/**
 * /account (spec sections 2 and 3). The token lives in localStorage, so the page is
 * a shell and this island checks it: without a token, or when the server rejects
 * it (401), the visitor goes to /login. The API answers only with a valid token.
 */
export default function AccountDashboard() {
  const liveToken = useStore($authToken);
  // The server renders the loading text (it cannot see localStorage): the first client render
  // must match it, or React throws hydration error #418. The effect still reads the live token.
  const token = useHydratedStore($authToken, '');
  const user = useHydratedStore($user, null);

  useEffect(() => {
    if (!liveToken) {
      window.location.replace(routes.login);
      return;
    }
    void fetchUser().then((found) => {
      if (!found && !$authToken.get()) window.location.replace(routes.login);
    });
  }, [liveToken]);

  // The dashboard is rendered as a transition: React then yields to the browser every few
  // milliseconds instead of blocking a phone's main thread for the whole tree (decision 033).
  const [shown, setShown] = useState(false);
  const signedIn = Boolean(token && user);
  useEffect(() => {
    startTransition(() => setShown(signedIn));
  }, [signedIn]);

  // The loading line holds a screen's height: the dashboard that replaces it then pushes nothing
  // visible down (a layout shift on a phone without it; decision 033).
  if (!token || !user || !shown)
    return <p className="min-h-[100svh] text-lg text-ink-soft">{messages.account.loading}</p>;

  return (
    <div className="grid gap-10 lg:grid-cols-[22rem_1fr]">
      <div className="grid content-start gap-6">
        {SIDE_SECTIONS.map(({ id, Section }) => (
          <Section key={id} user={user} />
        ))}
      </div>
      <div className="grid content-start gap-10">
        {MAIN_SECTIONS.map(({ id, Section }) => (
          <Section key={id} user={user} />
        ))}
      </div>
    </div>
  );
}
