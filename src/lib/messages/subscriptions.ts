/** Texts of subscriptions. */
export const subscriptions = {
  heading: 'Abonnementen',
  none: 'Je hebt geen abonnementen.',
  next: (date: string) => `Volgende levering: ${date}`,
  every: (weeks: number) => `Elke ${weeks} weken`,
  waiting: 'Wacht op de eerste betaling',
  cancelled: 'Opgezegd',
  cancel: 'Abonnement opzeggen',
  confirmQuestion:
    'Weet je zeker dat je dit abonnement wilt opzeggen? Er volgen geen nieuwe leveringen meer.',
  confirm: 'Ja, opzeggen',
  keep: 'Nee, behouden',
  done: 'Je abonnement is opgezegd. Er volgen geen nieuwe leveringen.',
  alreadyCancelled: 'Dit abonnement is al opgezegd.',
  failure: 'Opzeggen is niet gelukt. Probeer het opnieuw of neem contact met ons op.',
  intervalRequired: 'Kies hoe vaak je het abonnement wilt ontvangen.',
  oneOff: 'Eenmalig bestellen',
  asSubscription: 'Als abonnement',
} as const;
