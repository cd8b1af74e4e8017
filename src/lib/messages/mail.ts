/** Texts of the e-mails the shop sends and of the notes it writes in an order's history. */
export const passwordResetMail = {
  subject: 'Je wachtwoord opnieuw instellen',
  preheader: 'Met deze link kies je een nieuw wachtwoord.',
  heading: 'Nieuw wachtwoord instellen',
  intro: (firstName: string) =>
    `Hallo ${firstName || 'daar'}, je hebt gevraagd om een nieuw wachtwoord. De link hieronder is 60 minuten geldig en werkt één keer.`,
  notYou:
    'Heb je dit niet zelf gevraagd? Dan kun je deze e-mail negeren; je wachtwoord blijft dan zoals het is.',
  button: 'Kies een nieuw wachtwoord',
} as const;

export const newsletterMail = {
  subject: 'Bevestig je aanmelding voor de nieuwsbrief',
  preheader: 'Nog één klik om je aanmelding te bevestigen.',
  heading: 'Bevestig je aanmelding',
  intro: (brand: string) =>
    `Je hebt je aangemeld voor de nieuwsbrief van ${brand}: hooguit één keer per maand tips over comfort en verzorging.`,
  confirm:
    'Bevestig je aanmelding met de knop hieronder. Heb je je niet aangemeld? Dan kun je deze e-mail negeren; je ontvangt dan niets van ons.',
  button: 'Aanmelding bevestigen',
  issueFooter:
    'Je ontvangt deze nieuwsbrief omdat je je daarvoor hebt aangemeld. Geen nieuwsbrief meer ontvangen?',
  unsubscribe: 'Afmelden',
} as const;

export const contactMail = {
  subject: (subject: string, id: number) => `Contactformulier: ${subject || 'vraag'} (${id})`,
  preheader: (id: number) => `Contactformulier: bericht ${id}`,
  heading: 'Nieuw bericht via het contactformulier',
  name: 'Naam',
  email: 'E-mailadres',
  subjectLabel: 'Onderwerp',
  noSubject: '(geen)',
  footer: (email: string, brand: string, id: number) =>
    `Beantwoorden gaat rechtstreeks naar ${email}. ${brand}, bericht ${id}.`,
} as const;

/** Labels every order e-mail shares. */
export const orderMail = {
  orderNumber: 'Bestelnummer',
  trackAndTrace: 'Track-en-tracecode',
  deliveryAddress: 'Bezorgadres',
  viewOrder: 'Bekijk je bestelling',
} as const;

/** Notes in an order's status history (shown to staff). */
export const orderNotes = {
  withdrawnInAccount: 'Herroeping via de herroepingsfunctie in het account',
  withdrawnByMailLink: 'Herroeping via de link in de e-mail',
  withdrawnBeforeShipping: (amount: string) =>
    `Herroepen voor verzending: geannuleerd, alles terugbetaald (${amount}), voorraad terug.`,
  expiredWithoutPayment: 'Verlopen: er is nooit een betaling gestart.',
  paymentRefused: (reason: string) => `Betaling geweigerd: ${reason}`,
} as const;
