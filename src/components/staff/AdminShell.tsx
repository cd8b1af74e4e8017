import { useStore } from '@nanostores/react';
import { type ReactNode, useEffect, useState } from 'react';
import { shop } from '~/config/shop';
import type { User } from '~/features/account/account';
import { fetchCurrentUser, logout } from '~/features/account/auth.actions';
import { $authToken, clearSession } from '~/features/account/auth.store';
import { failureStatus } from '~/lib/http';
import * as careTexts from '~/lib/messages/care';
import * as safetyTexts from '~/lib/messages/safety';
import * as siteContentTexts from '~/lib/messages/site-content';
import * as staffTexts from '~/lib/messages/staff';
import * as staffScreensTexts from '~/lib/messages/staff-screens';
import * as trialTexts from '~/lib/messages/trial';
import { hasRole, type StaffRole } from '~/lib/roles';
import { routes } from '~/lib/routes';

/** Only the texts this module shows, from their part files (decision 033). */
const messages = {
  admin: staffTexts.admin,
  adminShell: staffScreensTexts.adminShell,
  menuEditor: siteContentTexts.menuEditor,
  productSafety: safetyTexts.productSafety,
  reviewsScreen: careTexts.reviewsScreen,
  trialStaff: trialTexts.trialStaff,
};

export type AdminSection =
  | 'orders'
  | 'trials'
  | 'complaints'
  | 'recall'
  | 'products'
  | 'stock'
  | 'discounts'
  | 'stats'
  | 'reviews'
  | 'accounting'
  | 'outbox'
  | 'menu'
  | 'editor';

const SECTIONS: { id: AdminSection | 'editor'; href: string; label: string; requires: StaffRole }[] = [
  { id: 'orders', href: routes.admin.orders, label: messages.adminShell.orders, requires: 'editor' },
  { id: 'trials', href: routes.admin.trialPacks, label: messages.trialStaff.title, requires: 'editor' },
  { id: 'products', href: routes.admin.products, label: messages.adminShell.products, requires: 'editor' },
  { id: 'stock', href: routes.admin.stock, label: messages.adminShell.stock, requires: 'editor' },
  { id: 'discounts', href: routes.admin.discounts, label: messages.adminShell.discounts, requires: 'editor' },
  {
    id: 'complaints',
    href: routes.admin.complaints,
    label: messages.productSafety.complaintsStaffTitle,
    requires: 'editor',
  },
  { id: 'recall', href: routes.admin.recall, label: messages.productSafety.recallTitle, requires: 'editor' },
  { id: 'reviews', href: routes.admin.reviews, label: messages.reviewsScreen.title, requires: 'editor' },
  { id: 'stats', href: routes.admin.stats, label: messages.adminShell.stats, requires: 'admin' },
  {
    id: 'accounting',
    href: routes.admin.accounting,
    label: messages.adminShell.accounting,
    requires: 'admin',
  },
  { id: 'outbox', href: routes.admin.outbox, label: messages.adminShell.outbox, requires: 'editor' },
  { id: 'editor', href: routes.editor, label: messages.adminShell.editor, requires: 'editor' },
  { id: 'menu', href: routes.admin.menu, label: messages.menuEditor.navLabel, requires: 'editor' },
];

/** Not logged in (any more): to the login page. Answers true when it took over. */
export function leaveWhenLoggedOut(error: unknown): boolean {
  if (failureStatus(error) !== 401) return false;
  clearSession();
  window.location.replace(routes.login);
  return true;
}

type Gate = { state: 'checking' } | { state: 'forbidden' } | { state: 'ready'; user: User };

/**
 * A logged-in user without the role sees why (the editor too: a silent
 * redirect to /login left a customer wondering); visitors without a session go to /login.
 */
const forbidden = (): Gate => ({ state: 'forbidden' });

/**
 * The frame of every staff page. The login token lives in localStorage, so the
 * server cannot know who asks for the page: this shell asks the API who the user
 * is, sends visitors without a session to /login, shows 'geen toegang' to users
 * without the role, and only then renders the navigation and the page itself.
 * Each endpoint checks the role again: this is comfort, not security.
 */
export default function AdminShell(props: {
  requires: StaffRole;
  current: AdminSection;
  title: string;
  children: (user: User) => ReactNode;
}) {
  const token = useStore($authToken);
  const [gate, setGate] = useState<Gate>({ state: 'checking' });
  useEffect(() => {
    if (!token) {
      window.location.replace(routes.login);
      return;
    }
    fetchCurrentUser()
      .then((user) => setGate(hasRole(user, props.requires) ? { state: 'ready', user } : forbidden()))
      .catch((error: unknown) => {
        if (!leaveWhenLoggedOut(error)) setGate(forbidden());
      });
  }, [token, props.requires]);

  if (gate.state === 'checking')
    return <p className="container py-10 text-lg text-ink-soft">{messages.admin.loading}</p>;
  if (gate.state === 'forbidden') {
    return (
      <div className="container py-12">
        <h1 className="text-3xl font-bold text-brand-800">{messages.adminShell.noAccessTitle}</h1>
        <p className="mt-4 max-w-2xl text-lg" role="alert">
          {props.requires === 'admin' ? messages.admin.noAccessStats : messages.admin.noAccess}
        </p>
        <p className="mt-6 flex flex-wrap gap-4">
          <a href={routes.home} className="btn-secondary">
            {messages.adminShell.toShop}
          </a>
          <a href={routes.login} className="btn-secondary">
            {messages.admin.otherAccount}
          </a>
        </p>
      </div>
    );
  }

  const { user } = gate;
  return (
    <>
      <header className="bg-brand-800 text-white">
        <div className="container flex flex-wrap items-center gap-x-6 gap-y-2 py-3">
          <a
            href={routes.admin.orders}
            className="rounded text-xl font-bold focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-white"
          >
            {messages.adminShell.title(shop.brand)}
          </a>
          {/* Its own row under the title, wrapping: every section stays visible at 1024 and 1366 px
              (one scrolling row would cut it off at 'Boe…'). */}
          <nav aria-label={messages.adminShell.nav} className="order-3 w-full">
            <ul className="flex flex-wrap gap-1">
              {SECTIONS.filter((section) => hasRole(user, section.requires)).map((section) => (
                <li key={section.id}>
                  <a
                    href={section.href}
                    aria-current={section.id === props.current ? 'page' : undefined}
                    className={`block whitespace-nowrap rounded-lg px-3 py-2 text-lg font-medium hover:bg-brand-700 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-white ${
                      section.id === props.current ? 'bg-white text-brand-800 hover:bg-white' : ''
                    }`}
                  >
                    {section.label}
                  </a>
                </li>
              ))}
            </ul>
          </nav>
          <div className="ml-auto flex items-center gap-3 text-base">
            <span className="hidden md:inline">
              {user.first_name || user.email} (
              {messages.adminShell.role(user.role === 'customer' ? 'editor' : user.role)})
            </span>
            <a
              href={routes.home}
              className="rounded px-2 py-1 underline focus-visible:outline-3 focus-visible:outline-white"
            >
              {messages.adminShell.toShop}
            </a>
            <button
              type="button"
              className="rounded-lg border-2 border-white px-3 py-1 font-semibold hover:bg-brand-700 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-white"
              onClick={async () => {
                await logout();
                window.location.assign(routes.login);
              }}
            >
              {messages.adminShell.logout}
            </button>
          </div>
        </div>
      </header>
      <main id="inhoud" tabIndex={-1} className="container py-8">
        <h1 className="text-3xl font-bold text-brand-800 sm:text-4xl">{props.title}</h1>
        {props.children(user)}
      </main>
    </>
  );
}
