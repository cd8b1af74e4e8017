import { shipping, shop } from '~/config/shop';
import { formatEuro } from '~/lib/money';
import type { StoredBlock } from '~/server/db/schema';
import type { BlockAttributes, BlockLayout } from './blocks';
import type { Motif } from './content-art';
import { reimbursementArticle, reimbursementFaqs } from './reimbursement-content';

/**
 * The shop's starting content: pages and kennisbank articles, written for the people who buy
 * here (often older, often buying for themselves for the first time). Every block type appears
 * at least once. Staff change all of it in the page editor; nothing here is read by code.
 * No testimonials: quotes without a source are not shown; real reviews come from buyers.
 */

export const ILLUSTRATIONS = {
  'hero-walk': { motif: 'walk', title: 'Twee mensen wandelen ontspannen samen' },
  parcel: { motif: 'parcel', title: 'Een neutraal pakket zonder opdruk' },
  drops: { motif: 'drops', title: 'Acht druppels: de absorptieschaal' },
  night: { motif: 'night', title: 'Een rustige nacht' },
  chat: { motif: 'chat', title: 'Een gesprek met de klantenservice' },
  skin: { motif: 'skin', title: 'Zorg voor een gezonde huid' },
  sizes: { motif: 'sizes', title: 'De juiste maat meten' },
  leaf: { motif: 'leaf', title: 'Een blad als teken van frisheid' },
  heart: { motif: 'heart', title: 'Een hart met een hartslag' },
  home: { motif: 'home', title: 'Een huis: thuisbezorgd' },
} satisfies Record<string, { motif: Motif; title: string }>;

export type IllustrationName = keyof typeof ILLUSTRATIONS;

export const TEAM = [
  { name: 'Marieke de Vries', role: 'Oprichter en verpleegkundige', color: '#17675f' },
  { name: 'Ahmed El Amrani', role: 'Klantenservice', color: '#3f6b93' },
  { name: 'Ingrid Bakker', role: 'Productadvies (continentieverpleegkundige)', color: '#a56aa8' },
  { name: 'Joost Jansen', role: 'Logistiek en verzending', color: '#12524c' },
] as const;

export interface SeedPage {
  slug: string;
  title: string;
  metaDescription: string;
  content: StoredBlock[];
}

export interface SeedArticle {
  slug: string;
  title: string;
  excerpt: string;
  cover: IllustrationName;
  /** Days before the seed ran: the kennisbank shows a believable publication history. */
  publishedDaysAgo: number;
  content: StoredBlock[];
}

let counter = 0;
/** One stored block; typed per layout, so seed content always fits the block's schema. */
function block<L extends BlockLayout>(layout: L, attributes: Partial<BlockAttributes<L>>): StoredBlock {
  counter += 1;
  return {
    key: `${layout.toLowerCase()}-${counter}`,
    layout,
    attributes: attributes as Record<string, unknown>,
  };
}

const c = shop.company;
// Amounts are written the one way the shop writes money (lib/money.ts), from the shipping rule.
const freeFrom = formatEuro(shipping.freeFromCents);
const shippingCost = formatEuro(shipping.costCents);
const link = (label: string, href: string) => ({ label, href });
const none = { label: '', href: '' };

export function seedPages(
  image: (name: IllustrationName) => string,
  portrait: (name: string) => string,
): SeedPage[] {
  return [
    {
      slug: 'home',
      title: 'Home',
      metaDescription: `Discrete incontinentieproducten voor vrouwen en mannen: broekjes, verbanden met heupband en stretchbroekjes. Gratis bezorging vanaf ${freeFrom}, altijd neutraal verpakt.`,
      content: [
        block('HeroSplit', {
          eyebrow: 'Discreet thuisbezorgd',
          title: 'Zeker en comfortabel door de dag, en door de nacht',
          text: 'Incontinentie komt vaker voor dan je denkt. Wij helpen je aan bescherming die past: dun, stil en huidvriendelijk. Neutraal verpakt en binnen 2 werkdagen bij je thuis.',
          image: image('hero-walk'),
          imageAlt: '',
          button: link('Start de keuzehulp', '/producthulp'),
        }),
        block('GenderCats', {
          title: 'Kies je bescherming',
          intro:
            'Broekjes, verbanden met heupband en broekjes met stretch, apart gemaakt voor vrouwen en voor mannen.',
        }),
        block('ProductList', {
          title: 'Veel gekozen',
          intro: 'Deze producten kiezen onze klanten het vaakst.',
          category: [],
        }),
        block('FeatureGrid', {
          title: `Waarom klanten voor ${shop.brand} kiezen`,
          intro: 'Wij verkopen alleen wat we zelf zouden aanraden, en we leggen rustig uit wat bij jou past.',
          features: [
            {
              title: 'Neutraal verpakt',
              text: 'Een bruine doos zonder logo of opdruk. Op je bankafschrift staat alleen Zorgzaam B.V.',
              image: '',
              imageAlt: '',
            },
            {
              title: `Gratis vanaf ${freeFrom}`,
              text: `Onder de ${freeFrom} betaal je ${shippingCost} verzendkosten. Binnen 2 werkdagen in huis.`,
              image: '',
              imageAlt: '',
            },
            {
              title: 'Persoonlijk advies',
              text: 'Twijfel je over de maat of de absorptie? Bel of mail ons, we denken graag mee.',
              image: '',
              imageAlt: '',
            },
            {
              title: 'Opzeggen wanneer je wilt',
              text: 'Met een abonnement krijg je alles vanzelf. Stoppen kan altijd online, in je account.',
              image: '',
              imageAlt: '',
            },
          ],
        }),
        block('ArticleOverview', {
          title: 'Uit de kennisbank',
          intro: 'Praktische uitleg over incontinentie, de juiste maat en verzorging van de huid.',
          articles: [],
        }),
        block('CtaBlock', {
          title: 'Twijfel je welk product past?',
          text: 'Beantwoord drie korte vragen en zie meteen welke producten bij jou passen.',
          primary: link('Naar de keuzehulp', '/producthulp'),
          secondary: link('Neem contact op', '/contact'),
        }),
      ],
    },
    {
      slug: 'over-ons',
      title: 'Over ons',
      metaDescription: `${shop.brand} is een kleine Nederlandse webwinkel voor incontinentieproducten, opgericht door een verpleegkundige.`,
      content: [
        block('TitleSubtitleCenter', {
          eyebrow: 'Over ons',
          title: 'Gewoon goed geholpen worden',
          subtitle: `${shop.brand} is opgericht door een verpleegkundige die zag hoe ongemakkelijk het kopen van incontinentiemateriaal voor veel mensen is. Dat kan anders.`,
        }),
        block('ImageText', {
          title: 'Hoe het begon',
          body: '<p>Op de afdeling hoorde Marieke het steeds weer: mensen schaamden zich om bij de drogist incontinentiemateriaal af te rekenen, en wisten niet welk product bij hen paste. Veel mensen kochten daarom te grote of te zware producten.</p><p>Daarom begon zij in 2024 een webwinkel met een klein, goed gekozen assortiment, eerlijk advies en bezorging in een neutrale doos.</p>',
          image: image('chat'),
          imageAlt: '',
          button: link('Lees onze kennisbank', '/kennisbank'),
        }),
        block('StatsWithTitle', {
          title: 'Waar je op kunt rekenen',
          subtitle: 'Geen kleine lettertjes: dit zijn onze afspraken met jou.',
          stats: [
            { value: '2 werkdagen', label: 'Binnen 2 werkdagen bezorgd' },
            { value: freeFrom, label: 'Gratis bezorging vanaf dit bedrag' },
            { value: '14 dagen', label: 'Bedenktijd op ongeopende verpakkingen' },
          ],
        }),
        block('TeamMembers', {
          title: 'Ons team',
          intro: 'Als je belt, krijg je een van ons aan de lijn.',
          members: TEAM.map((member) => ({
            name: member.name,
            role: member.role,
            bio: '',
            photo: portrait(member.name),
          })),
        }),
        block('TextDouble', {
          left: {
            title: 'Onze belofte',
            body: '<p>Niet tevreden over een product? Dan krijg je binnen 30 dagen na ontvangst je geld terug, ook als je één verpakking hebt geopend: onze <a href="/garantie">100% geld-terug-garantie</a>.</p>',
          },
          right: {
            title: 'Je gegevens',
            body: '<p>Wat je bij ons bestelt, zegt iets over je gezondheid. Daarom gaan wij extra zorgvuldig met je gegevens om. Lees er meer over in ons <a href="/privacybeleid">privacybeleid</a>.</p>',
          },
        }),
      ],
    },
    {
      slug: 'kennisbank',
      title: 'Kennisbank',
      metaDescription:
        'Uitleg over incontinentie, de juiste maat, absorptie en huidverzorging. Geschreven door zorgprofessionals.',
      content: [
        block('TitleSubtitle', {
          title: 'Kennisbank',
          subtitle:
            'Heldere uitleg over incontinentie en over het kiezen en gebruiken van de juiste producten.',
        }),
        block('TitleGrid', {
          title: 'Onderwerpen',
          intro: '',
          items: [
            {
              title: 'Wat is incontinentie?',
              text: 'Soorten urineverlies en wat je eraan kunt doen.',
              href: '/artikel/wat-is-incontinentie',
            },
            {
              title: 'De juiste maat',
              text: 'Meten in twee minuten, met een centimeter.',
              href: '/artikel/de-juiste-maat-kiezen',
            },
            {
              title: 'Absorptie',
              text: 'Wat de acht druppels betekenen.',
              href: '/artikel/absorptie-uitgelegd',
            },
            {
              title: 'Huidverzorging',
              text: 'Een gezonde huid bij dagelijks gebruik.',
              href: '/artikel/huidverzorging-bij-incontinentie',
            },
            {
              title: "'s Nachts droog",
              text: 'Tips voor een rustige nacht.',
              href: '/artikel/rustig-slapen-met-incontinentie',
            },
            {
              title: 'Bekkenbodem',
              text: 'Oefeningen die echt helpen.',
              href: '/artikel/bekkenbodemtraining',
            },
          ],
        }),
        block('ArticleOverview', { title: 'Alle artikelen', intro: '', articles: [] }),
      ],
    },
    {
      slug: 'contact',
      title: 'Contact',
      metaDescription: `Vragen over een product, je bestelling of de juiste maat? Neem contact op met de klantenservice van ${shop.brand}.`,
      content: [
        block('TitleSubtitle', {
          title: 'Contact',
          subtitle:
            'Een vraag over een product, de maat of je bestelling? Wij helpen je graag, per telefoon, e-mail of via het formulier.',
        }),
        block('Contact', {
          title: 'Neem contact op',
          intro:
            '<p>Je krijgt binnen één werkdag antwoord. Bellen kan ook: dan krijg je meteen een van ons aan de lijn.</p>',
          phone: c.phone,
          email: c.email,
          openingHours: c.openingHours,
        }),
        block('FaqList', {
          title: 'Veelgestelde vragen',
          faqs: [
            {
              question: 'Hoe wordt mijn bestelling verpakt?',
              answer:
                '<p>In een neutrale bruine doos zonder logo of opdruk. Aan de buitenkant is niet te zien wat erin zit of waar het vandaan komt.</p>',
            },
            {
              question: 'Wanneer krijg ik mijn bestelling?',
              answer:
                '<p>Op werkdagen besteld voor 16.00 uur, binnen 2 werkdagen bezorgd. Je ontvangt een e-mail met een track-and-trace-code zodra het pakket onderweg is.</p>',
            },
            {
              question: 'Wat kost de verzending?',
              answer: `<p>Vanaf ${freeFrom} bezorgen we gratis. Daaronder betaal je ${shippingCost} verzendkosten.</p>`,
            },
            {
              question: 'Kan ik een product terugsturen?',
              answer:
                '<p>Ongeopende verpakkingen kun je binnen 14 dagen na ontvangst terugsturen; gebruik daarvoor de knop <strong>Overeenkomst herroepen</strong> bij je bestelling. Om hygiënische redenen kunnen geopende verpakkingen niet retour, tenzij het product een gebrek heeft.</p>',
            },
            {
              question: 'Hoe zeg ik mijn abonnement op?',
              answer:
                '<p>In <a href="/account">je account</a>, onder Abonnementen, met de knop Abonnement opzeggen. Er volgt daarna geen nieuwe levering meer.</p>',
            },
            ...reimbursementFaqs,
          ],
        }),
      ],
    },
    {
      slug: 'incontinentie',
      title: 'Incontinentie: je bent niet de enige',
      metaDescription:
        'Urineverlies komt veel voor, bij vrouwen en bij mannen. Lees wat helpt en vind bescherming die bij jou past.',
      content: [
        block('HeroImage', {
          title: 'Incontinentie: je bent niet de enige',
          text: 'Urineverlies komt veel voor, bij vrouwen en bij mannen, op elke leeftijd. Met de juiste bescherming merkt niemand er iets van.',
          image: image('leaf'),
          imageAlt: '',
          button: link('Vind je product', '/producthulp'),
        }),
        block('GenderSplit', {
          women: {
            title: 'Voor vrouwen',
            text: 'Vaak na een zwangerschap of rond de overgang: bij lachen, tillen of sporten. Dunne broekjes en verbanden die niemand ziet.',
            image: image('heart'),
            imageAlt: '',
            button: link('Bekijk producten voor vrouwen', '/shop/dames-broekjes'),
          },
          men: {
            title: 'Voor mannen',
            text: 'Vaak door de prostaat: nadruppelen of plotseling aandrang. Producten met een vorm die past bij het mannelijk lichaam.',
            image: image('hero-walk'),
            imageAlt: '',
            button: link('Bekijk producten voor mannen', '/shop/mannen-broekjes'),
          },
        }),
        block('StatsBlocks', {
          title: 'Onze producten in het kort',
          stats: [
            { value: '8', label: 'Druppels op de absorptieschaal, van licht tot extreem' },
            { value: '6', label: 'Soorten: broekjes, verbanden met heupband, broekjes met stretch' },
            { value: '2', label: 'Werkdagen tot het bij je in huis is' },
          ],
        }),
        block('StatsWithImage', {
          title: 'Welke absorptie heb je nodig?',
          text: 'Hoe meer druppels, hoe meer vocht het product opneemt. Kies niet zwaarder dan nodig: een lichter product is dunner en prettiger.',
          image: image('drops'),
          imageAlt: 'Acht druppels van licht naar donker',
          stats: [
            { value: '1-3', label: 'Licht: af en toe een paar druppels' },
            { value: '4-5', label: 'Middel: regelmatig urineverlies' },
            { value: '6-8', label: 'Zwaar en extreem: ook voor de nacht' },
          ],
        }),
        block('SelectedProducts', {
          title: 'Om mee te beginnen',
          intro: 'Goede eerste keuzes als je nog niet weet wat je wilt.',
          products: [
            'zorgzaam-heupbandverband-unisex-proefpakket',
            'zorgzaam-pants-dames-normaal',
            'zorgzaam-pants-heren-normaal',
            'zorgzaam-stretch-broekje-dames-licht',
          ],
        }),
      ],
    },
    {
      slug: 'ervaringen',
      title: 'Ervaringen van kopers: zo controleren we ze',
      metaDescription: `Hoe reviews op ${shop.brand} tot stand komen: alleen van kopers, gecontroleerd en ongefilterd op mening.`,
      content: [
        block('HeroCollage', {
          title: 'Ervaringen van kopers, en hoe we ze controleren',
          text: 'Bij een product zie je alleen ervaringen van mensen die het bij ons kochten en ontvingen. Zo werkt het.',
          button: link('Naar de producten', '/shop'),
          images: [
            { image: image('hero-walk'), imageAlt: '' },
            { image: image('chat'), imageAlt: '' },
            { image: image('parcel'), imageAlt: '' },
          ],
        }),
        block('TextBlock', {
          title: 'Alleen van kopers',
          body: '<p>Zodra je bestelling is bezorgd, krijg je een e-mail met de vraag of je wilt laten weten wat je van de producten vindt. In de onderwerpregel staan geen productnamen. Met de link in die e-mail kun je alleen de producten uit die bestelling beoordelen. Wie niets bij ons kocht, kan geen review schrijven.</p>',
        }),
        block('TextBlock', {
          title: 'Zo controleren we',
          body: '<p>Een medewerker leest elke review voordat die online komt. We plaatsen positieve en negatieve reviews. We weigeren een review alleen als die niet over het product gaat, gegevens van anderen noemt of beledigend is. We betalen niet voor reviews en geven er geen korting voor.</p>',
        }),
        block('TextBlock', {
          title: 'Wat je bij een product ziet',
          body: '<p>Het aantal goedgekeurde reviews, het gemiddelde aantal sterren daarvan, en bij elke review de voornaam met de eerste letter van de achternaam en de datum. Zolang een product geen goedgekeurde ervaringen heeft, staat er dat er nog geen ervaringen zijn: we tonen geen voorbeelden.</p>',
        }),
        block('StatsSimple', {
          stats: [
            { value: '14 dagen', label: 'Bedenktijd op ongeopende verpakkingen' },
            { value: '30 dagen', label: 'Geld-terug-garantie, ook op één geopende verpakking' },
            { value: '1 werkdag', label: 'Antwoord op je vraag' },
          ],
        }),
      ],
    },
    {
      slug: 'abonnement',
      title: 'Abonnement',
      metaDescription:
        'Je incontinentieproducten automatisch thuisbezorgd, elke 4, 8 of 12 weken. Altijd online op te zeggen.',
      content: [
        block('HeroCta', {
          title: 'Nooit meer zonder: bestel als abonnement',
          text: 'Kies je producten, kies hoe vaak, en wij bezorgen ze vanzelf. Aanpassen of opzeggen kan altijd online.',
          primary: link('Kies je producten', '/shop'),
          secondary: link('Veelgestelde vragen', '/contact'),
        }),
        block('ThreeColumnsImages', {
          title: 'Zo werkt het',
          columns: [
            {
              image: image('sizes'),
              imageAlt: '',
              title: '1. Kies je producten',
              text: 'Leg de producten in je winkelmand en kies bij het afrekenen voor een abonnement.',
              href: '/shop',
            },
            {
              image: image('parcel'),
              imageAlt: '',
              title: '2. Kies hoe vaak',
              text: 'Elke 4, 8 of 12 weken. De eerste levering betaal je direct; daarna gaat het vanzelf.',
              href: '',
            },
            {
              image: image('home'),
              imageAlt: '',
              title: '3. Opzeggen wanneer je wilt',
              text: 'In je account, met één knop. Zonder opzegtermijn en zonder te hoeven bellen.',
              href: '/account',
            },
          ],
        }),
        block('FaqList', {
          title: 'Vragen over het abonnement',
          faqs: [
            {
              question: 'Zit ik ergens aan vast?',
              answer:
                '<p>Nee. Je kunt je abonnement op elk moment stoppen in je account. Een levering die al is betaald, sturen we nog wel.</p>',
            },
            {
              question: 'Hoe betaal ik de volgende leveringen?',
              answer:
                '<p>Bij de eerste betaling geef je toestemming voor automatische incasso van de volgende leveringen. Je krijgt voor elke levering een e-mail.</p>',
            },
            {
              question: 'Veranderen de prijzen?',
              answer:
                '<p>Elke levering rekent met de prijs van dat moment. Verandert een prijs, dan zie je dat vooraf in je account.</p>',
            },
          ],
        }),
      ],
    },
    {
      slug: 'bezorging',
      title: 'Bezorging en retour',
      metaDescription: `Neutraal verpakt, gratis vanaf ${freeFrom} en binnen 2 werkdagen bezorgd. Lees hoe bezorgen en retourneren werkt.`,
      content: [
        block('HeroBlock', {
          eyebrow: 'Bezorging en retour',
          title: 'Discreet bij je thuis, binnen 2 werkdagen',
          text: 'Je bestelling komt in een neutrale doos zonder logo. Niemand ziet wat erin zit.',
          primary: link('Naar de winkel', '/shop'),
          secondary: none,
          points: [
            { text: `Gratis bezorging vanaf ${freeFrom}` },
            { text: 'Neutrale verpakking' },
            { text: 'Track-and-trace per e-mail' },
            { text: '14 dagen bedenktijd' },
          ],
        }),
        block('TextWithStat', {
          title: 'Verzendkosten',
          body: `<p>Bestellingen vanaf ${freeFrom} bezorgen wij gratis in Nederland. Voor kleinere bestellingen rekenen wij ${shippingCost} verzendkosten. De verzendkosten zie je altijd vooraf, in de stap Afrekenen.</p>`,
          stat: { value: freeFrom, label: 'Vanaf dit bedrag gratis bezorgd' },
        }),
        block('StatsWithText', {
          title: 'Retourneren',
          body: '<p>Je mag je bestelling binnen 14 dagen na ontvangst herroepen, zonder opgaaf van reden: in je account met de knop <strong>Overeenkomst herroepen</strong>, of via het <a href="/contact">contactformulier</a>. Je ontvangt direct een bevestiging per e-mail.</p><p>Om hygiënische redenen geldt het herroepingsrecht niet voor verzegelde producten waarvan de verzegeling na levering is verbroken. Heeft een product een gebrek? Dan lossen we het altijd op.</p>',
          stats: [
            { value: '14 dagen', label: 'Om te herroepen na ontvangst' },
            { value: '14 dagen', label: 'Om het geld terug te storten na ontvangst van de retour' },
          ],
        }),
      ],
    },
    {
      slug: 'privacybeleid',
      title: 'Privacybeleid',
      metaDescription: `Hoe ${shop.brand} omgaat met je persoonsgegevens, waaronder gegevens over je gezondheid.`,
      content: [
        block('TitleSubtitle', {
          title: 'Privacybeleid',
          subtitle:
            'Wat je bij ons bestelt, zegt iets over je gezondheid. Daarom behandelen wij je gegevens als bijzondere persoonsgegevens. Laatst bijgewerkt: 1 november 2026.',
        }),
        block('TextBlock', {
          title: 'Wie wij zijn',
          body: `<p>${c.legalName}, ${c.street}, ${c.postcode} ${c.city} (KvK ${c.kvk}) is verantwoordelijk voor de verwerking van je persoonsgegevens zoals beschreven in dit privacybeleid. Vragen? Mail naar <a href="mailto:${c.email}">${c.email}</a> of bel ${c.phone}.</p>`,
        }),
        block('TextBlock', {
          title: 'Welke gegevens wij verwerken en waarom',
          body: `<ul><li><strong>Bestelgegevens</strong> (naam, adres, e-mailadres, bestelde producten, betaalstatus): om je bestelling te leveren en te factureren. Grondslag: uitvoering van de overeenkomst. Omdat uit de producten iets over je gezondheid kan blijken, gebruiken wij deze gegevens alleen hiervoor, en alleen met je uitdrukkelijke toestemming die je geeft door de bestelling te plaatsen.</li><li><strong>Accountgegevens</strong> (naam, e-mailadres, versleuteld wachtwoord): zodat je je bestellingen kunt inzien en abonnementen kunt beheren.</li><li><strong>Betaalgegevens</strong>: de betaling loopt via onze betaaldienstverlener; wij zien geen bankgegevens of kaartnummers, alleen of de betaling gelukt is.</li><li><strong>Nieuwsbrief</strong> (e-mailadres): alleen als je zich aanmeldt en je aanmelding bevestigt. Afmelden kan met de link onder elke nieuwsbrief.</li><li><strong>Contactberichten</strong>: om je vraag te beantwoorden.</li></ul>`,
        }),
        block('TextBlock', {
          title: 'Discretie',
          body: '<p>Pakketten zijn neutraal verpakt. De onderwerpregels van onze e-mails noemen nooit productnamen. Op je bankafschrift staat alleen onze bedrijfsnaam. Wij verkopen of verhuren je gegevens nooit en gebruiken geen advertentiecookies of trackers van derden.</p>',
        }),
        block('TextBlock', {
          title: 'Met wie wij gegevens delen',
          body: '<p>Alleen met partijen die nodig zijn om je bestelling te leveren: de betaaldienstverlener (betaling), de vervoerder (naam en adres, niet de inhoud) en onze hostingpartij in de Europese Unie. Met hen hebben wij verwerkersovereenkomsten gesloten.</p>',
        }),
        block('TextBlock', {
          title: 'Hoe lang wij gegevens bewaren',
          body: '<p>Bestel- en factuurgegevens bewaren wij 7 jaar, omdat de Belastingdienst dat verplicht. Een account bewaren wij tot je het verwijdert. Contactberichten verwijderen wij een jaar na afhandeling.</p>',
        }),
        block('TextBlock', {
          title: 'Je rechten',
          body: `<p>Je mag je gegevens inzien, laten verbeteren of laten verwijderen, en je mag ze meenemen. In <a href="/account">je account</a> download je met één knop al je gegevens en kun je je account verwijderen. Bestellingen die wij wettelijk moeten bewaren, worden dan losgekoppeld van je account. Bent je het niet eens met hoe wij met je gegevens omgaan? Dan kun je een klacht indienen bij de Autoriteit Persoonsgegevens.</p>`,
        }),
        block('TextBlock', {
          title: 'Beveiliging',
          body: '<p>Onze website gebruikt altijd een versleutelde verbinding (https). Wachtwoorden slaan wij alleen versleuteld op. Alleen medewerkers die het voor hun werk nodig hebben, kunnen bestellingen inzien; elke handeling wordt vastgelegd.</p>',
        }),
      ],
    },
    {
      slug: 'algemene-voorwaarden',
      title: 'Algemene voorwaarden',
      metaDescription: `De algemene voorwaarden van ${shop.brand}: bestellen, betalen, bezorgen, herroepen en garantie.`,
      content: [
        block('TitleSubtitle', {
          title: 'Algemene voorwaarden',
          subtitle: `Deze voorwaarden gelden voor elke bestelling bij ${c.legalName} (versie van 1 november 2026).`,
        }),
        block('TextBlock', {
          title: 'Artikel 1. Ondernemer',
          body: `<p>${c.legalName}, ${c.street}, ${c.postcode} ${c.city}. KvK ${c.kvk}, btw ${c.vatId}. E-mail <a href="mailto:${c.email}">${c.email}</a>, telefoon ${c.phone} (${c.openingHours.toLowerCase()}).</p>`,
        }),
        block('TextBlock', {
          title: 'Artikel 2. Aanbod en prijzen',
          body: `<p>Alle prijzen zijn in euro en inclusief btw. Verzendkosten zijn ${shippingCost} per bestelling; vanaf ${freeFrom} bezorgen wij gratis. De verzendkosten zie je vóór het betalen. Kennelijke vergissingen in het aanbod binden ons niet.</p>`,
        }),
        block('TextBlock', {
          title: 'Artikel 3. De overeenkomst',
          body: '<p>De overeenkomst komt tot stand wanneer je de bestelling betaalt. Je ontvangt direct een bevestiging per e-mail. Is een product onverwacht niet leverbaar, dan melden wij dat en betalen wij het bedrag binnen 14 dagen terug.</p>',
        }),
        block('TextBlock', {
          title: 'Artikel 4. Abonnementen',
          body: '<p>Bij een abonnement leveren wij dezelfde producten steeds na de gekozen periode (4, 8 of 12 weken) en schrijven wij het bedrag automatisch af. Je kunt een abonnement op elk moment online opzeggen in je account, zonder opzegtermijn. Een levering die al betaald is, wordt nog geleverd.</p>',
        }),
        block('TextBlock', {
          title: 'Artikel 5. Herroepingsrecht',
          body: '<p>Je mag de overeenkomst binnen 14 dagen na ontvangst van het product zonder opgaaf van redenen herroepen. Gebruik daarvoor de functie <strong>Overeenkomst herroepen</strong> bij de bestelling in je account, of de herroepingsfunctie op onze website met je bestelnummer en e-mailadres. Je ontvangt direct een ontvangstbevestiging per e-mail met datum en tijdstip.</p><p>Na het herroepen stuurt je het product binnen 14 dagen terug. Wij betalen het aankoopbedrag, inclusief de oorspronkelijke verzendkosten, binnen 14 dagen na ontvangst van de herroeping terug, maar mogen wachten tot wij het product hebben ontvangen. De kosten van het terugsturen zijn voor jou.</p><p><strong>Uitzondering om hygiënische redenen:</strong> het herroepingsrecht geldt niet voor verzegelde producten die om redenen van gezondheidsbescherming of hygiëne niet geschikt zijn om te worden teruggezonden en waarvan de verzegeling na de levering is verbroken (artikel 6:230p onder f sub 5 BW). Dit geldt voor geopende verpakkingen incontinentiemateriaal.</p>',
        }),
        block('TextBlock', {
          title: 'Artikel 6. Garantie en klachten',
          body: '<p>Wij staan in voor producten die doen wat je ervan mag verwachten. Heeft een product een gebrek, dan herstellen, vervangen of vergoeden wij het, ook als de verpakking geopend is. Daarnaast geldt onze <a href="/garantie">100% geld-terug-garantie</a>: wat die belooft, hoe lang en hoe je hem gebruikt, staat op die pagina. Klachten kun je melden via het <a href="/contact">contactformulier</a>; je krijgt binnen 14 dagen een inhoudelijk antwoord. Komen wij er samen niet uit, dan kun je terecht bij de Geschillencommissie.</p>',
        }),
        block('TextBlock', {
          title: 'Artikel 7. Toepasselijk recht',
          body: '<p>Op deze voorwaarden en alle overeenkomsten met ons is Nederlands recht van toepassing.</p>',
        }),
      ],
    },
  ];
}

export function seedArticles(): SeedArticle[] {
  return [
    {
      slug: reimbursementArticle.slug,
      title: reimbursementArticle.title,
      excerpt: reimbursementArticle.excerpt,
      cover: 'heart',
      publishedDaysAgo: 3,
      content: [
        ...reimbursementArticle.sections.map((section) => block('TextBlock', { ...section })),
        block('FaqList', { title: 'Vragen over vergoeding', faqs: [...reimbursementFaqs] }),
      ],
    },
    {
      slug: 'wat-is-incontinentie',
      title: 'Wat is incontinentie?',
      excerpt:
        'Urineverlies heeft verschillende oorzaken. Weten welke vorm je hebt, helpt bij het kiezen van de juiste bescherming.',
      cover: 'leaf',
      publishedDaysAgo: 60,
      content: [
        block('TextBlock', {
          title: 'Ongewild urineverlies',
          body: '<p>Bij incontinentie verlies je ongewild urine. Dat kan gaan om een paar druppels bij hoesten of lachen, maar ook om grotere hoeveelheden. Het komt veel voor, bij vrouwen en bij mannen, en het is vaak goed te behandelen of op te vangen.</p><h3>De meest voorkomende vormen</h3><ul><li><strong>Stressincontinentie</strong>: urineverlies bij inspanning, zoals hoesten, niezen, tillen of sporten. Vaak bij vrouwen na een zwangerschap of na de overgang.</li><li><strong>Aandrangincontinentie</strong>: plotseling een sterke aandrang, waarbij je het toilet niet op tijd haalt.</li><li><strong>Overloopincontinentie</strong>: de blaas wordt niet goed leeg en loopt over. Vaker bij mannen met een vergrote prostaat.</li><li><strong>Gemengde incontinentie</strong>: een combinatie van de vormen hierboven.</li></ul>',
        }),
        block('TextWithStat', {
          title: 'Praat erover met je huisarts',
          body: '<p>Incontinentie is geen normaal onderdeel van ouder worden waar je maar mee moet leren leven. De huisarts kan de oorzaak onderzoeken en je doorverwijzen naar een bekkenfysiotherapeut of continentieverpleegkundige. Tot die tijd zorgt goede bescherming ervoor dat je gewoon je dag kunt doen.</p>',
          stat: { value: '1e stap', label: 'Een afspraak bij de huisarts' },
        }),
      ],
    },
    {
      slug: 'de-juiste-maat-kiezen',
      title: 'De juiste maat kiezen in twee minuten',
      excerpt: 'Een broekje dat goed past, lekt niet en voelt als gewoon ondergoed. Zo meet je je maat.',
      cover: 'sizes',
      publishedDaysAgo: 45,
      content: [
        block('TextBlock', {
          title: 'Meten met een centimeter',
          body: '<p>Meet je heupomvang op het breedste punt, over je ondergoed heen. Houd de centimeter recht en niet te strak. Vergelijk de maat met de maattabel bij het product (onder Specificaties).</p><p><strong>Zit je tussen twee maten?</strong> Kies bij broekjes met stretch de kleinere maat; bij verbanden met heupband de grotere.</p>',
        }),
        block('FaqList', {
          title: 'Vragen over maten',
          faqs: [
            {
              question: 'Mijn broekje lekt aan de zijkant. Is het te groot?',
              answer:
                '<p>Vaak wel. Een te grote maat sluit niet goed aan bij de liezen. Probeer een maat kleiner.</p>',
            },
            {
              question: 'Kan ik eerst iets proberen?',
              answer:
                '<p>Ja: met het <a href="/product/zorgzaam-heupbandverband-unisex-proefpakket">proefpakket</a> probeer je verschillende absorpties voordat je een grote verpakking koopt.</p>',
            },
          ],
        }),
      ],
    },
    {
      slug: 'absorptie-uitgelegd',
      title: 'Absorptie uitgelegd: wat betekenen de druppels?',
      excerpt:
        'Elk product heeft een absorptie van 1 tot 8 druppels. Kies niet zwaarder dan nodig: dat is dunner en prettiger.',
      cover: 'drops',
      publishedDaysAgo: 30,
      content: [
        block('StatsWithText', {
          title: 'De absorptieschaal',
          body: '<p>Hoe meer druppels, hoe meer vocht een product kan opnemen. Een zwaarder product is dikker; kies daarom het lichtste product dat voor jou betrouwbaar is. Voor de nacht kies je vaak één stap zwaarder dan overdag.</p>',
          stats: [
            { value: '1-3', label: 'Licht' },
            { value: '4-5', label: 'Middel' },
            { value: '6-7', label: 'Zwaar' },
            { value: '8', label: 'Extreem' },
          ],
        }),
        block('SelectedProducts', {
          title: 'Voorbeelden van licht tot zwaar',
          intro: '',
          products: [
            'zorgzaam-pants-dames-licht',
            'zorgzaam-pants-dames-normaal',
            'zorgzaam-pants-heren-extra',
            'zorgzaam-pants-heren-nacht',
          ],
        }),
      ],
    },
    {
      slug: 'huidverzorging-bij-incontinentie',
      title: 'Huidverzorging bij incontinentie',
      excerpt:
        'Vocht en wrijving kunnen de huid irriteren. Met een paar eenvoudige gewoonten blijft je huid gezond.',
      cover: 'skin',
      publishedDaysAgo: 21,
      content: [
        block('TextBlock', {
          title: 'Vijf gewoonten voor een gezonde huid',
          body: '<ol><li>Verschoon op tijd: een vol product houdt vocht tegen de huid.</li><li>Was met lauw water en een milde, zeepvrije wasemulsie.</li><li>Dep de huid droog, niet wrijven.</li><li>Gebruik eventueel een beschermende crème, dun aangebracht.</li><li>Kies de juiste maat: schuren komt vaak door een verkeerde pasvorm.</li></ol><p>Blijft de huid rood of gaat ze kapot? Vraag dan advies aan je huisarts of wijkverpleegkundige.</p>',
        }),
      ],
    },
    {
      slug: 'rustig-slapen-met-incontinentie',
      title: 'Rustig slapen met incontinentie',
      excerpt: 'Droog de nacht door: de juiste bescherming en een paar tips voor het slapengaan.',
      cover: 'night',
      publishedDaysAgo: 12,
      content: [
        block('TextBlock', {
          title: 'Voor de nacht',
          body: "<p>'s Nachts lig je langer stil en draag je het product vaak acht uur of langer. Kies daarom een product met een hogere absorptie, met heupband of stretch voor een goede aansluiting.</p><ul><li>Drink verspreid over de dag, en minder in de twee uur voor het slapengaan.</li><li>Ga vlak voor het slapen nog naar het toilet.</li><li>Leg eventueel een wasbare onderlegger in bed voor extra zekerheid.</li></ul>",
        }),
        block('ThreeColumnsImages', {
          title: 'Meer lezen',
          columns: [
            {
              image: '',
              imageAlt: '',
              title: 'Absorptie uitgelegd',
              text: 'Welke druppels passen bij de nacht?',
              href: '/artikel/absorptie-uitgelegd',
            },
            {
              image: '',
              imageAlt: '',
              title: 'De juiste maat',
              text: 'Goed aansluiten voorkomt lekken.',
              href: '/artikel/de-juiste-maat-kiezen',
            },
            {
              image: '',
              imageAlt: '',
              title: 'Huidverzorging',
              text: 'Zo blijft de huid gezond.',
              href: '/artikel/huidverzorging-bij-incontinentie',
            },
          ],
        }),
      ],
    },
    {
      slug: 'bekkenbodemtraining',
      title: 'Bekkenbodemtraining: oefeningen die helpen',
      excerpt: 'Sterke bekkenbodemspieren verminderen urineverlies, bij vrouwen en bij mannen. Zo begin je.',
      cover: 'heart',
      publishedDaysAgo: 5,
      content: [
        block('TextBlock', {
          title: 'Wat is de bekkenbodem?',
          body: '<p>De bekkenbodem is een groep spieren onder in je bekken. Ze helpen de blaas dicht te houden. Door zwangerschap, ouder worden of een operatie aan de prostaat kunnen ze verzwakken. Goed nieuws: spieren kun je trainen.</p><h3>Een eenvoudige oefening</h3><p>Span de spieren aan alsof je een plas ophoudt, houd dat vijf tellen vast en ontspan vijf tellen. Herhaal dat tien keer, drie keer per dag. Adem rustig door en span je buik en billen niet mee aan.</p><p>Een bekkenfysiotherapeut kan controleren of je de oefening goed doet. Vaak wordt dat (deels) vergoed door je zorgverzekering.</p>',
        }),
      ],
    },
  ];
}
