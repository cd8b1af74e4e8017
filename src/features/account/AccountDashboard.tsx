import { useStore } from '@nanostores/react';
import { useEffect, useState } from 'react';
import { api } from '~/lib/http';
import { messages } from '~/lib/messages';
import { formatEuro } from '~/lib/money';
import { fetchUser, logout } from './auth.actions';
import { $authToken, $user } from './auth.store';
import PrivacySection from './PrivacySection';

interface OrderLine {
  id: number;
  amount: number;
  product_name: string;
  unit_price: number;
  product: { short_description: string; slug: string; product_image: string | null };
}

interface Order {
  number: string;
  order_id: string;
  order_date: string;
  status: string;
  total_price: number;
  line_items: OrderLine[];
}

const STATUS_LABELS: Record<string, string> = {
  pending: 'Wacht op betaling',
  paid: 'Betaald, wordt verzonden',
  failed: 'Betaling mislukt',
  cancelled: 'Geannuleerd',
  expired: 'Betaling verlopen',
  shipped: 'Verzonden',
  delivered: 'Bezorgd',
  refunded: 'Terugbetaald',
  withdrawn: 'Herroepen',
};

/**
 * /account: profile and order history (spec sections 2 and 3). The token lives in
 * localStorage, so this island checks it; without one, or with a rejected one, it
 * sends the visitor to /login.
 */
export default function AccountDashboard() {
  const token = useStore($authToken);
  const user = useStore($user);
  const [orders, setOrders] = useState<Order[] | null>(null);

  useEffect(() => {
    if (!token) {
      window.location.replace('/login');
      return;
    }
    void fetchUser().then((found) => {
      if (!found && !$authToken.get()) window.location.replace('/login');
    });
    api
      .post('/api/get-user-orders')
      .json<{ orders: Order[] }>()
      .then((body) => setOrders(body.orders))
      .catch((error: unknown) => {
        console.warn('orders could not be loaded', error);
        setOrders([]);
      });
  }, [token]);

  if (!token || !user) return <p className="text-lg text-ink-soft">{messages.content.pageLoading}</p>;

  return (
    <div className="grid gap-10 lg:grid-cols-[20rem_1fr]">
      <section
        aria-labelledby="profile-title"
        className="h-max rounded-2xl border border-surface-line bg-surface-soft p-6"
      >
        <h2 id="profile-title" className="text-2xl font-bold">
          Mijn gegevens
        </h2>
        <p className="mt-3 text-lg">
          {user.first_name} {user.last_name}
        </p>
        <p className="text-lg text-ink-soft">{user.email}</p>
        <button
          type="button"
          className="btn-secondary mt-6 w-full"
          onClick={async () => {
            await logout();
            window.location.assign('/');
          }}
        >
          Uitloggen
        </button>
      </section>

      <div className="grid gap-10">
        <section aria-labelledby="orders-title">
          <h2 id="orders-title" className="text-2xl font-bold">
            Mijn bestellingen
          </h2>
          {orders === null ? (
            <p className="mt-4 text-lg text-ink-soft">Bestellingen laden...</p>
          ) : orders.length === 0 ? (
            <p className="mt-4 text-lg">{messages.account.noOrders}</p>
          ) : (
            <ul className="mt-4 grid gap-6">
              {orders.map((order) => (
                <li key={order.order_id} className="rounded-2xl border border-surface-line p-5">
                  <div className="flex flex-wrap items-baseline justify-between gap-2">
                    <h3 className="text-xl font-semibold">
                      <a href={`/bestelling/${order.order_id}`} className="underline focus-ring rounded">
                        Bestelling {order.number}
                      </a>
                    </h3>
                    <span className="text-lg">{order.order_date}</span>
                  </div>
                  <p className="mt-1 text-lg">
                    <span className="font-semibold">{STATUS_LABELS[order.status] ?? order.status}</span> ·
                    Totaal {formatEuro(Math.round(order.total_price * 100))}
                  </p>
                  <ul className="mt-4 divide-y divide-surface-line">
                    {order.line_items.map((line) => (
                      <li key={line.id} className="flex gap-4 py-3">
                        <img
                          src={line.product.product_image ?? '/images/placeholder.svg'}
                          alt=""
                          width={64}
                          height={64}
                          className="h-16 w-16 flex-none rounded-lg border border-surface-line object-cover"
                        />
                        <div>
                          {line.product.slug ? (
                            <a
                              href={`/product/${line.product.slug}`}
                              className="font-semibold underline focus-ring rounded"
                            >
                              {line.amount} × {line.product_name}
                            </a>
                          ) : (
                            <span className="font-semibold">
                              {line.amount} × {line.product_name}
                            </span>
                          )}
                          <p className="text-base text-ink-soft">{line.product.short_description}</p>
                        </div>
                      </li>
                    ))}
                  </ul>
                </li>
              ))}
            </ul>
          )}
        </section>
        <PrivacySection />
      </div>
    </div>
  );
}
