/** Texts of the "bijna op?" reminder (decision 024). */
export const refill = {
  optIn: 'Stuur me een e-mail als mijn bestelling bijna op is',
  optInHint: 'Eén herinnering, met een knop om opnieuw te bestellen. Afmelden kan in elke e-mail.',
  perDay: 'Hoeveel gebruik je per dag?',
  perDayOption: (count: number) => (count === 1 ? '1 per dag' : `${count} per dag`),
  mailSubject: 'Bijna op?',
  mailPreheader: 'Bestel op tijd opnieuw, met één klik.',
  mailHeading: (name: string) => `Hallo ${name}, is het bijna op?`,
  mailBody: (day: string) =>
    `Volgens onze schatting is je bestelling rond ${day} op. Met de knop hieronder zet je hetzelfde in je winkelmand, tegen de prijzen van nu.`,
  mailSubscription:
    'Liever nooit meer zonder? Kies bij het afrekenen "Als abonnement": dan bezorgen we elke 4, 8 of 12 weken vanzelf.',
  mailButton: 'Opnieuw bestellen',
  mailFooter: 'Je krijgt deze e-mail omdat je bij je bestelling om een herinnering vroeg.',
  unsubscribe: 'Geen herinneringen meer',
  pageTitle: 'Opnieuw bestellen',
  pageIntro:
    'Zet je vorige bestelling in je winkelmand, tegen de prijzen van nu. Je kunt daarna nog alles aanpassen.',
  pageButton: 'Zet in mijn winkelmand',
  pageAdded: 'Je vorige bestelling staat in je winkelmand.',
  pageSubscription: 'Tip: kies bij het afrekenen "Als abonnement", dan hoef je er niet meer aan te denken.',
  linkBroken: 'Deze link werkt niet meer.',
  unsubscribedTitle: 'Je bent afgemeld',
  unsubscribeHeading: 'Geen herinnering meer voor deze bestelling?',
  unsubscribedBody: 'We sturen je voor deze bestelling geen herinnering meer.',
} as const;
