import type { PickupPoint } from './delivery';

type Row = [
  id: string,
  name: string,
  street: string,
  postcode: string,
  city: string,
  weekdays: string,
  saturday?: string,
];

/** Demo pickup points across the Netherlands (names made up): id, name, street, postcode, city, opening hours. */
const ROWS: Row[] = [
  ['ZZ-1012', 'Tabakszaak De Dam', 'Damstraat 12', '1012 JM', 'Amsterdam', '8.30-18.00'],
  ['ZZ-1053', 'Boekhandel Kinkerbuurt', 'Kinkerstraat 88', '1053 DX', 'Amsterdam', '9.00-18.00'],
  ['ZZ-1094', 'Supermarkt Oost', 'Javastraat 41', '1094 HA', 'Amsterdam', '8.00-21.00', '8.00-20.00'],
  ['ZZ-1181', 'Drogisterij Amstelveen', 'Rembrandtweg 7', '1181 GG', 'Amstelveen', '9.00-18.00'],
  ['ZZ-1315', 'Kantoorboekhandel Almere', 'Stadhuisplein 3', '1315 HR', 'Almere', '9.00-18.00'],
  ['ZZ-1441', 'Gemakswinkel Purmerend', 'Koestraat 22', '1441 CW', 'Purmerend', '9.00-18.00'],
  ['ZZ-1811', 'Sigarenmagazijn Alkmaar', 'Langestraat 56', '1811 JE', 'Alkmaar', '9.00-17.30'],
  ['ZZ-2011', 'Boekhandel Haarlem Centrum', 'Grote Houtstraat 70', '2011 SR', 'Haarlem', '9.30-18.00'],
  ['ZZ-2311', 'Tabakszaak Breestraat', 'Breestraat 101', '2311 CL', 'Leiden', '9.00-18.00'],
  ['ZZ-2511', 'Servicepunt Den Haag Centrum', 'Spuistraat 15', '2511 BC', 'Den Haag', '9.00-18.00'],
  ['ZZ-2611', 'Drogisterij Delft', 'Choorstraat 9', '2611 JG', 'Delft', '9.00-18.00'],
  ['ZZ-2801', 'Gemakswinkel Gouda', 'Kleiweg 30', '2801 GK', 'Gouda', '9.00-18.00'],
  ['ZZ-3011', 'Boekhandel Rotterdam Centrum', 'Hoogstraat 120', '3011 PT', 'Rotterdam', '9.00-18.00'],
  ['ZZ-3071', 'Supermarkt Kop van Zuid', 'Rosestraat 44', '3071 AK', 'Rotterdam', '8.00-21.00', '8.00-20.00'],
  ['ZZ-3311', 'Tabakszaak Dordrecht', 'Voorstraat 210', '3311 ES', 'Dordrecht', '9.00-17.30'],
  ['ZZ-3511', 'Boekhandel Utrecht Centrum', 'Oudegracht 150', '3511 AZ', 'Utrecht', '9.00-18.00'],
  ['ZZ-3581', 'Drogisterij Wittevrouwen', 'Biltstraat 60', '3581 AJ', 'Utrecht', '9.00-18.00'],
  ['ZZ-3811', 'Kantoorboekhandel Amersfoort', 'Langestraat 37', '3811 AC', 'Amersfoort', '9.00-18.00'],
  ['ZZ-4611', 'Gemakswinkel Bergen op Zoom', 'Zuivelstraat 18', '4611 PG', 'Bergen op Zoom', '9.00-17.30'],
  ['ZZ-4811', 'Boekhandel Breda', 'Ginnekenstraat 25', '4811 JB', 'Breda', '9.30-18.00'],
  ['ZZ-5038', 'Tabakszaak Tilburg', 'Heuvelstraat 66', '5038 AE', 'Tilburg', '9.00-18.00'],
  ['ZZ-5211', 'Drogisterij Den Bosch', 'Hinthamerstraat 90', '5211 MR', 's-Hertogenbosch', '9.00-18.00'],
  ['ZZ-5611', 'Servicepunt Eindhoven', 'Kruisstraat 14', '5611 NP', 'Eindhoven', '9.00-18.00'],
  ['ZZ-5911', 'Boekhandel Venlo', 'Parade 41', '5911 CB', 'Venlo', '9.30-17.30'],
  ['ZZ-6221', 'Tabakszaak Maastricht', 'Wycker Brugstraat 8', '6221 EA', 'Maastricht', '9.00-18.00'],
  ['ZZ-6511', 'Supermarkt Nijmegen', 'Molenstraat 75', '6511 HB', 'Nijmegen', '8.00-21.00', '8.00-20.00'],
  ['ZZ-6811', 'Boekhandel Arnhem', 'Vijzelstraat 33', '6811 EJ', 'Arnhem', '9.30-18.00'],
  ['ZZ-7311', 'Drogisterij Apeldoorn', 'Hoofdstraat 140', '7311 BD', 'Apeldoorn', '9.00-18.00'],
  ['ZZ-7511', 'Gemakswinkel Enschede', 'Haverstraatpassage 10', '7511 EX', 'Enschede', '9.00-18.00'],
  ['ZZ-8011', 'Kantoorboekhandel Zwolle', 'Diezerstraat 52', '8011 RJ', 'Zwolle', '9.00-18.00'],
  ['ZZ-8911', 'Boekhandel Leeuwarden', 'Nieuwestad 61', '8911 CJ', 'Leeuwarden', '9.00-17.30'],
  ['ZZ-9711', 'Tabakszaak Groningen', 'Herestraat 29', '9711 LB', 'Groningen', '9.00-18.00'],
  ['ZZ-9401', 'Drogisterij Assen', 'Kruisstraat 11', '9401 HC', 'Assen', '9.00-17.30'],
];

/**
 * The default provider's pickup points: a fixed list across the Netherlands. A real shop uses
 * PostNL's Locations API instead (PICKUP_POINT_PROVIDER=postnl, docs/delivery-pickup-points.md).
 */
export const LOCAL_PICKUP_POINTS: PickupPoint[] = ROWS.map(
  ([id, name, street, postcode, city, weekdays, saturday = '9.00-17.00']) => ({
    id,
    name,
    street,
    postcode,
    city,
    openingHours: [`ma-vr ${weekdays}`, `za ${saturday}`, 'zo gesloten'],
  }),
);
