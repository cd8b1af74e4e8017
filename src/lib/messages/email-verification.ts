/** The new account's double opt-in and the guest's invitation to make an account (decision 025). */
export const emailVerification = {
  title: 'E-mailadres bevestigen',
  intro:
    'Bevestig dat dit e-mailadres van jou is. Daarna zie je ook de bestellingen die je zonder account met dit adres hebt geplaatst in je account.',
  forAccount: (email: string) => `Je bent ingelogd met het account ${email}.`,
  logInFirst:
    'Log eerst in met het account waarvoor je deze e-mail kreeg. Daarna bevestig je hier je e-mailadres. Heb je zelf geen account aangemaakt? Dan hoef je niets te doen.',
  logIn: 'Inloggen',
  otherAccount:
    'Deze link hoort bij een ander account dan waarmee je bent ingelogd. Er is niets gekoppeld. Log in met het account waarvoor je de e-mail kreeg.',
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
    account: (name: string, email: string) =>
      `Iemand heeft met dit e-mailadres een account aangemaakt op naam van ${name} (${email}). Bestellingen die eerder zonder account met dit adres zijn geplaatst, komen na bevestiging in dát account te staan.`,
    body: 'Welkom! Log in met dat account en bevestig dan met de knop hieronder dat dit e-mailadres van jou is. Bestellingen die je eerder zonder account met dit adres plaatste, komen daarna in je account te staan. De link is 7 dagen geldig en werkt één keer.',
    button: 'E-mailadres bevestigen',
    notYou: 'Niet jij? Negeer deze mail. Er wordt dan niets gekoppeld en niemand ziet je bestellingen.',
  },
  guestOffer: {
    title: 'Je bestellingen op één plek?',
    body: 'Maak een account aan met dit e-mailadres. Zodra je het e-mailadres hebt bevestigd, staat deze bestelling in je account.',
    link: 'Account aanmaken',
  },
} as const;
