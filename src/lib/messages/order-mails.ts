/** Texts of the order e-mails sent from the outbox: paid, refunded, subscription started. */
export const orderConfirmationMail = {
  subject: (number: string) => `Bevestiging van je bestelling ${number}`,
  // Discreet: neither subject nor preview names a product.
  preheader: (number: string) => `We hebben je betaling voor bestelling ${number} ontvangen.`,
  heading: (firstName: string) => `Bedankt voor je bestelling, ${firstName}`,
  paid: (workingDays: number) =>
    `We hebben je betaling ontvangen. We pakken je bestelling neutraal in en sturen haar binnen ${workingDays} werkdagen op.`,
  lookBack: 'Je kunt je bestelling altijd terugzien in je account, of via de knop hieronder.',
  total: 'Totaal',
  footer: 'Je ontvangt deze e-mail omdat je bij ons hebt besteld.',
} as const;

export const refundMail = {
  subject: (number: string) => `Terugbetaling voor bestelling ${number}`,
  preheader: (number: string) => `We hebben geld teruggestort voor bestelling ${number}.`,
  heading: (firstName: string) => `We hebben je geld teruggestort, ${firstName}`,
  body: (amount: string) =>
    `We hebben ${amount} teruggestort op de rekening waarmee je hebt betaald. Afhankelijk van je bank staat het bedrag binnen enkele werkdagen op je rekening.`,
  creditInvoice: 'De creditfactuur vind je als pdf in de bijlage.',
  amount: 'Teruggestort',
  footer: 'Je ontvangt deze e-mail omdat je bij ons hebt besteld.',
} as const;

export const subscriptionStartedMail = {
  subject: 'Je abonnement is gestart',
  preheader: 'Je abonnement loopt: zo gaat het verder.',
  heading: (firstName: string) => `Je abonnement is gestart, ${firstName}`,
  body: (weeks: number) =>
    `Bedankt! Je eerste levering is betaald en komt eraan. Daarna sturen we je producten elke ${weeks} weken, vanzelf.`,
  control:
    'Pauzeren, een levering overslaan, je producten of de tussentijd wijzigen of opzeggen doe je zelf in je account, wanneer je wilt. Drie dagen voor elke levering krijg je een herinnering.',
  interval: 'Elke',
  intervalValue: (weeks: number) => `${weeks} weken`,
  nextDate: 'Volgende levering',
  nextAmount: 'Bedrag volgende levering',
  button: 'Bekijk je abonnement',
  footer: 'Je ontvangt deze e-mail omdat je een abonnement bij ons hebt afgesloten.',
} as const;

/** On the thank-you page of an order that started (or renewed) a subscription. */
export const subscriptionThankYou = {
  started: (weeks: number) => `Je abonnement is gestart: we sturen je producten elke ${weeks} weken.`,
  next: (date: string) =>
    `Je volgende levering staat gepland op ${date}. Je krijgt drie dagen van tevoren een herinnering.`,
  control: 'Pauzeren, overslaan, wijzigen of opzeggen doe je in je account.',
  account: 'Naar je abonnement',
} as const;

/** The staff's view of mails and other after-effects that keep failing (outbox). */
export const outboxStaff = {
  title: 'Uitgaande berichten',
  intro:
    'Mails en andere verwerking na een wijziging die (nog) niet lukten. De winkel probeert het steeds opnieuw, tot ongeveer zes uur lang; daarna staat het hier als mislukt.',
  empty: 'Er is niets dat blijft mislukken.',
  event: 'Gebeurtenis',
  created: 'Aangemaakt',
  attempts: 'Pogingen',
  nextAttempt: 'Volgende poging',
  lastError: 'Laatste fout',
  status: 'Status',
  failing: 'Wordt opnieuw geprobeerd',
  failed: 'Mislukt',
  /** An event whose type has no handler (lost in a change): kept until a developer adds it back. */
  unhandled: 'Niet verwerkt: soort bericht onbekend',
  retry: 'Opnieuw proberen',
  retried: 'Wordt nu opnieuw geprobeerd.',
  notFound: 'Dit bericht bestaat niet (meer).',
  orderPanel: 'Mails die niet lukten',
  eventLabels: {
    'order.paid': 'Bevestiging met factuur',
    'order.shipped': 'Verzendbericht',
    'order.refunded': 'Terugbetaling met creditfactuur',
    'subscription.started': 'Abonnement gestart',
    'subscription.notice': 'Abonnementsbericht',
    'stock.changed': 'Voorraad bijgewerkt',
    'product.saved': 'Product opgeslagen',
    'page.saved': 'Pagina opgeslagen',
    'menu.saved': 'Menu opgeslagen',
    'withdrawal.received': 'Herroeping ontvangen',
    'withdrawal.link_requested': 'Herroepingslink',
    'password_reset.requested': 'Wachtwoord herstellen',
    'newsletter.opt_in_requested': 'Nieuwsbrief bevestigen',
    'return.requested': 'Retour aangevraagd',
    'email_verification.requested': 'E-mailadres bevestigen',
  } as Record<string, string>,
} as const;
