/** The new account's double opt-in and the guest's invitation to make an account (issue 27). */
export const emailVerification = {
  title: 'E-mailadres bevestigen',
  intro:
    'Bevestig dat dit e-mailadres van jou is. Daarna zie je ook de bestellingen die je zonder account met dit adres hebt geplaatst in je account.',
  button: 'E-mailadres bevestigen',
  done: (count: number) =>
    count === 0
      ? 'Je e-mailadres is bevestigd.'
      : count === 1
        ? 'Je e-mailadres is bevestigd. 1 eerdere bestelling staat nu in je account.'
        : `Je e-mailadres is bevestigd. ${count} eerdere bestellingen staan nu in je account.`,
  invalid: 'Deze link is ongeldig, al gebruikt of verlopen.',
  toAccount: 'Naar je account',
  mail: {
    subject: 'Bevestig je e-mailadres',
    preheader: 'Bevestig je e-mailadres voor je nieuwe account.',
    heading: (name: string) => `Beste ${name},`,
    body: 'Welkom! Bevestig met de knop hieronder dat dit e-mailadres van jou is. Bestellingen die je eerder zonder account met dit adres plaatste, komen daarna in je account te staan. De link is 7 dagen geldig en werkt één keer.',
    button: 'E-mailadres bevestigen',
    notYou: 'Heb je geen account aangemaakt? Dan kun je deze e-mail negeren.',
  },
  guestOffer: {
    title: 'Je bestellingen op één plek?',
    body: 'Maak een account aan met dit e-mailadres. Zodra je het e-mailadres hebt bevestigd, staat deze bestelling in je account.',
    link: 'Account aanmaken',
  },
} as const;
