/**
 * The shop's URLs in one place (isomorphic: pages, islands and e-mails use it). A path that takes a
 * value has a small builder; e-mails put `publicUrl()` in front of these paths.
 */
export const routes = {
  home: '/',
  shop: '/shop',
  finder: '/producthulp',
  trialPack: '/proefpakket',
  complaint: '/klacht',
  search: '/search',
  login: '/login',
  register: '/registreer',
  verifyEmail: '/e-mailadres-bevestigen',
  forgotPassword: '/forgot-password',
  account: '/account',
  checkout: '/checkout',
  withdrawal: '/herroepen',
  guarantee: '/garantie',
  reviewsExplained: '/ervaringen',
  knowledgeBase: '/kennisbank',
  contact: '/contact',
  about: '/over-ons',
  privacy: '/privacybeleid',
  terms: '/algemene-voorwaarden',
  sitemap: '/sitemap.xml',
  editor: '/editor/',
  editorArticles: '/editor/artikel/',
  admin: {
    home: '/admin',
    orders: '/admin/orders',
    products: '/admin/products',
    newProduct: '/admin/products/nieuw',
    stock: '/admin/products/voorraad',
    discounts: '/admin/discounts',
    reviews: '/admin/reviews',
    stats: '/admin/stats',
    trialPacks: '/admin/proefpakketten',
    recall: '/admin/terugroepen',
    complaints: '/admin/klachten',
    accounting: '/admin/boekhouding',
    outbox: '/admin/outbox',
    menu: '/admin/menu',
    phoneOrder: '/admin/orders/telefonisch',
  },
} as const;

/** A product page. */
export const productPath = (slug: string) => `/product/${slug}`;

/** A category of the shop; without a slug, all products. */
export const categoryPath = (slug?: string) => (slug ? `/shop/${slug}` : routes.shop);

/** An article of the knowledge base. */
export const articlePath = (slug: string) => `/artikel/${slug}`;

/** A content page; the home page lives at /. */
export const pagePath = (slug: string) => (slug === 'home' ? routes.home : `/${slug}`);

/** The order page a customer sees after paying (and in every order e-mail). */
export const orderPath = (publicId: string) => `/bestelling/${publicId}`;

/** The search results for a query. */
export const searchPath = (query: string) => `${routes.search}?q=${encodeURIComponent(query)}`;

/** The page that sets a new password, from the e-mailed link. */
export const resetPasswordPath = (token: string) => `/reset-password?token=${token}`;

/** The review form of one delivered order, from the invitation mail. */
export const reviewPath = (token: string) => `/review/${token}`;

/** The new account's e-mail confirmation (double opt-in) from the mailed link. */
export const verifyEmailPath = (token: string) => `${routes.verifyEmail}?token=${token}`;
/** Registration with the address of a guest order filled in (the guest thank-you page). */
export const registerWithEmailPath = (email: string) =>
  `${routes.register}?email=${encodeURIComponent(email)}`;

/** The withdrawal confirmation from the e-mailed link. */
export const withdrawalConfirmPath = (token: string) => `${routes.withdrawal}?token=${token}`;

/** The newsletter's double opt-in link and its unsubscribe link. */
export const newsletterConfirmPath = (token: string) => `/nieuwsbrief/bevestigen?token=${token}`;
export const newsletterUnsubscribePath = (token: string) =>
  `/nieuwsbrief/afmelden?token=${encodeURIComponent(token)}`;

/** The free trial pack's request form, starting from one product; and its double opt-in link. */
export const trialPackPath = (slug?: string) =>
  slug ? `${routes.trialPack}?product=${encodeURIComponent(slug)}` : routes.trialPack;
export const trialConfirmPath = (token: string) =>
  `${routes.trialPack}/bevestigen?token=${encodeURIComponent(token)}`;

/** The complaint form about one order (from the account). */
export const complaintPath = (orderNumber: string) =>
  `${routes.complaint}?bestelling=${encodeURIComponent(orderNumber)}`;

/** The "bijna op?" mail's one-click reorder and its unsubscribe link. */
export const refillReorderPath = (token: string) => `/bijna-op?token=${encodeURIComponent(token)}`;
export const refillUnsubscribePath = (token: string) =>
  `/bijna-op/afmelden?token=${encodeURIComponent(token)}`;

/** The payment link mailed for an order taken by phone (decision 037). */
export const paymentLinkPath = (token: string) => `/betalen?token=${encodeURIComponent(token)}`;

/** The test payment provider's payment page. */
export const testPaymentPath = (id: string) => `/betaling/test/${id}`;

/** Staff: one order, one product (the editor for it), the order list filtered. */
export const adminOrderPath = (number: string) => `${routes.admin.orders}/${number}`;
/** Staff: the packing slip of an order (no prices: it goes in the parcel, decision 024). */
export const adminPackingSlipPath = (number: string) => `${routes.admin.orders}/${number}/pakbon`;
export const adminProductPath = (id: number) => `${routes.admin.products}/${id}`;
export const adminOrdersPath = (filter: Record<string, string>) =>
  `${routes.admin.orders}?${new URLSearchParams(filter)}`;

/** Staff: where a page or an article is edited. */
export const editorPath = (kind: 'page' | 'article', slug = '') =>
  kind === 'page' ? `${routes.editor}${slug}` : `${routes.editorArticles}${slug}`;

/** The login page that comes back to `path` (a page of this shop) after logging in. */
export const loginThenBackPath = (path: string) => `${routes.login}?terug=${encodeURIComponent(path)}`;

/** Where the login page may send someone back to: only a path of this shop, never another site. */
export function safeReturnPath(value: string | null | undefined): string | null {
  if (!value?.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return null;
  const unsafe = [...value].some((char) => char === '\\' || (char.codePointAt(0) ?? 0) < 0x20);
  return unsafe ? null : value;
}

/** One-click unsubscribe of a review invitation or trial follow-up (RFC 8058; a browser gets a button). */
export const mailUnsubscribePath = (token: string) => `/afmelden?token=${token}`;
