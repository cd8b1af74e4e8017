/**
 * The words a confirm page shows above its button (decision 028). Each consent is stored with the
 * version of the words it was given on: change the text, change the version.
 */
export const consent = {
  newsletter: {
    version: 'nieuwsbrief-2026-11-27',
    text: 'Ja, stuur mij de nieuwsbrief van Zorgzaam, hooguit één keer per maand. Afmelden kan altijd met één klik onder elke nieuwsbrief.',
  },
  trial_pack: {
    version: 'proefpakket-2026-11-27',
    text: 'Ja, stuur mij één gratis proefpakket op het adres dat ik opgaf. Na een week mag Zorgzaam mij één keer mailen om te vragen hoe het bevalt; afmelden kan met één klik.',
  },
} as const;

/**
 * Why a transactional mail is sent (decision 028): it carries no unsubscribe link, so it says why it
 * comes. Mails that already have their own reason (orders, subscriptions, trial packs) keep it.
 */
export const transactionalReason = {
  account:
    'Je ontvangt deze e-mail omdat met dit e-mailadres een account bij ons is aangemaakt of gebruikt. Het is een bericht over je account, daarom kun je je er niet voor afmelden.',
  complaint: 'Je ontvangt deze e-mail omdat je bij ons een klacht over een product meldde.',
  newsletterOptIn:
    'Je ontvangt deze e-mail omdat dit e-mailadres is aangemeld voor onze nieuwsbrief. Bevestig je niet, dan krijg je niets meer van ons.',
} as const;

/** The one-click unsubscribe page of review invitations and trial follow-ups (decision 028). */
export const mailOptOut = {
  title: 'Afmelden',
  heading: 'Geen mails meer van deze soort?',
  intro:
    'Met de knop hieronder krijg je deze soort mail (zoals de vraag om een review of hoe het proefpakket beviel) niet meer van ons. Mails over je bestellingen blijven komen.',
  button: 'Afmelden',
  done: 'Je bent afgemeld',
  doneBody:
    'Je krijgt deze soort mail niet meer van ons. Mails over je bestellingen en betalingen blijven komen, omdat die nodig zijn.',
  linkBroken: 'Deze link werkt niet (meer)',
  footerLink: 'Afmelden voor deze mails',
} as const;
