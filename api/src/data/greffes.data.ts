/**
 * Commercial-court registries (greffes) of France and New Caledonia.
 *
 * SOURCES
 * - Seats: Code de commerce, annexe 7-1 to the regulatory part, "Siège et ressort des tribunaux de
 *   commerce" (public copy: etalab/codes-juridiques-francais,
 *   codes-en-vigueur/code-de-commerce/annexes-de-la-partie-reglementaire/article-annexe-7-1.md),
 *   brought up to date with the courts' later mergers as publicly listed by the registries
 *   (e.g. Évry-Courcouronnes, Val de Briey, Cherbourg-en-Cotentin after commune mergers).
 * - Alsace-Moselle (Bas-Rhin, Haut-Rhin, Moselle): commercial chambers of the tribunaux judiciaires
 *   (same annex; local law of Alsace-Moselle).
 * - Overseas: tribunaux mixtes de commerce (Code de l'organisation judiciaire, art. L. 732-1 ff.),
 *   including Papeete and the tribunal mixte de commerce of Nouméa (New Caledonia).
 * - Communes, arrondissements and postcodes: @etalab/decoupage-administratif 6.x (INSEE COG).
 *
 * CODES
 * Registries are identified by a 4-digit code: department number + 2-digit ordinal (e.g. 7501 Paris);
 * overseas, 3-digit department + 1-digit ordinal. Entries with `knownCode` carry the code the author
 * recalls from public registry data (Infogreffe/RNCS extracts); they could not be checked against an
 * authoritative list while writing this file. Every other code is assigned by the same scheme in the
 * order of this file and must be checked before being used for data exchange with a registry.
 *
 * ADDRESSES
 * Only street addresses known with confidence are given; otherwise the address is the seat commune
 * with its postcode (`ligne: null`).
 *
 * COMMUNES COVERED (ressort)
 * Exact ressort texts are not available as data. Coverage is derived from the INSEE COG:
 * - a department with a single registry: every commune of the department (exact);
 * - a department with several registries: each commune goes to the registry whose seat is in the
 *   same arrondissement, or, failing that or when several seats share it, to the seat with the
 *   nearest postcode (an approximation, flagged `methode_ressort = DERIVE` by the API);
 * - `extraArrondissements` / `extraDepartements` attach areas outside the seat's department
 *   (arrondissement of Montbéliard, 252, to Belfort, Saint-Barthélemy and Saint-Martin to Basse-Terre).
 * Not covered: Saint-Pierre-et-Miquelon and Wallis-et-Futuna (tribunaux de première instance).
 */

export interface GreffeSource {
  departement: string;
  /** Seat commune, spelled as in the INSEE COG. */
  commune: string;
  /** Name shown when it differs from the seat commune (e.g. "Lille Métropole"). */
  nom?: string;
  knownCode?: string;
  adresse?: { ligne: string; codePostal: string };
  extraArrondissements?: string[];
  extraDepartements?: string[];
}

const g = (departement: string, commune: string, extra: Partial<GreffeSource> = {}): GreffeSource => ({
  departement,
  commune,
  ...extra,
});

export const GREFFE_SOURCES: GreffeSource[] = [
  g('01', 'Bourg-en-Bresse'),
  g('02', 'Saint-Quentin'),
  g('02', 'Soissons'),
  g('03', 'Cusset'),
  g('03', 'Montluçon'),
  g('04', 'Manosque'),
  g('05', 'Gap'),
  g('06', 'Antibes'),
  g('06', 'Cannes'),
  g('06', 'Grasse'),
  g('06', 'Nice'),
  g('07', 'Aubenas'),
  g('08', 'Sedan'),
  g('09', 'Foix'),
  g('10', 'Troyes'),
  g('11', 'Carcassonne'),
  g('11', 'Narbonne'),
  g('12', 'Rodez'),
  g('13', 'Aix-en-Provence'),
  g('13', 'Marseille', { knownCode: '1303' }),
  g('13', 'Salon-de-Provence'),
  g('13', 'Tarascon'),
  g('14', 'Caen'),
  g('14', 'Lisieux'),
  g('15', 'Aurillac'),
  g('16', 'Angoulême'),
  g('17', 'La Rochelle'),
  g('17', 'Saintes'),
  g('18', 'Bourges'),
  g('19', 'Brive-la-Gaillarde'),
  g('2A', 'Ajaccio', { knownCode: '2001' }),
  g('2B', 'Bastia', { knownCode: '2002' }),
  g('21', 'Dijon'),
  g('22', 'Saint-Brieuc'),
  g('23', 'Guéret'),
  g('24', 'Bergerac'),
  g('24', 'Périgueux'),
  g('25', 'Besançon'),
  g('26', 'Romans-sur-Isère'),
  g('27', 'Bernay'),
  g('27', 'Évreux'),
  g('28', 'Chartres'),
  g('29', 'Brest'),
  g('29', 'Quimper'),
  g('30', 'Nîmes'),
  g('31', 'Toulouse', { knownCode: '3102' }),
  g('32', 'Auch'),
  g('33', 'Bordeaux', { knownCode: '3302' }),
  g('33', 'Libourne'),
  g('34', 'Béziers'),
  g('34', 'Montpellier'),
  g('35', 'Rennes'),
  g('35', 'Saint-Malo'),
  g('36', 'Châteauroux'),
  g('37', 'Tours'),
  g('38', 'Grenoble'),
  g('38', 'Vienne'),
  g('39', 'Lons-le-Saunier', { knownCode: '3902' }),
  g('40', 'Dax'),
  g('40', 'Mont-de-Marsan'),
  g('41', 'Blois'),
  g('42', 'Roanne'),
  g('42', 'Saint-Étienne'),
  g('43', 'Le Puy-en-Velay'),
  g('44', 'Nantes', { knownCode: '4401' }),
  g('44', 'Saint-Nazaire'),
  g('45', 'Orléans'),
  g('46', 'Cahors'),
  g('47', 'Agen'),
  g('48', 'Mende'),
  g('49', 'Angers'),
  g('50', 'Cherbourg-en-Cotentin', { nom: 'Cherbourg' }),
  g('50', 'Coutances'),
  g('51', 'Châlons-en-Champagne'),
  g('51', 'Reims'),
  g('52', 'Chaumont'),
  g('53', 'Laval'),
  g('54', 'Nancy'),
  g('54', 'Val de Briey', { nom: 'Briey' }),
  g('55', 'Bar-le-Duc'),
  g('56', 'Lorient'),
  g('56', 'Vannes'),
  g('57', 'Metz'),
  g('57', 'Sarreguemines'),
  g('57', 'Thionville'),
  g('58', 'Nevers'),
  g('59', 'Douai'),
  g('59', 'Dunkerque'),
  g('59', 'Lille', { nom: 'Lille Métropole', knownCode: '5910' }),
  g('59', 'Valenciennes'),
  g('60', 'Beauvais'),
  g('60', 'Compiègne'),
  g('61', 'Alençon'),
  g('62', 'Arras'),
  g('62', 'Boulogne-sur-Mer'),
  g('63', 'Clermont-Ferrand'),
  g('64', 'Bayonne'),
  g('64', 'Pau'),
  g('65', 'Tarbes'),
  g('66', 'Perpignan'),
  g('67', 'Saverne'),
  g('67', 'Strasbourg', { knownCode: '6752' }),
  g('68', 'Colmar'),
  g('68', 'Mulhouse'),
  g('69', 'Lyon', { knownCode: '6901' }),
  g('69', 'Villefranche-sur-Saône', { nom: 'Villefranche-Tarare' }),
  g('70', 'Vesoul'),
  g('71', 'Chalon-sur-Saône'),
  g('71', 'Mâcon'),
  g('72', 'Le Mans'),
  g('73', 'Chambéry'),
  g('74', 'Annecy'),
  g('74', 'Thonon-les-Bains'),
  g('75', 'Paris', { knownCode: '7501', adresse: { ligne: '1 quai de la Corse', codePostal: '75004' } }),
  g('76', 'Dieppe'),
  g('76', 'Le Havre'),
  g('76', 'Rouen'),
  g('77', 'Meaux'),
  g('77', 'Melun'),
  g('78', 'Versailles', { knownCode: '7803' }),
  g('79', 'Niort'),
  g('80', 'Amiens'),
  g('81', 'Albi'),
  g('81', 'Castres'),
  g('82', 'Montauban'),
  g('83', 'Draguignan'),
  g('83', 'Fréjus'),
  g('83', 'Toulon'),
  g('84', 'Avignon'),
  g('85', 'La Roche-sur-Yon'),
  g('86', 'Poitiers'),
  g('87', 'Limoges'),
  g('88', 'Épinal'),
  g('89', 'Auxerre'),
  g('89', 'Sens'),
  g('90', 'Belfort', { extraArrondissements: ['252'] }),
  g('91', 'Évry-Courcouronnes', { nom: 'Évry' }),
  g('92', 'Nanterre', { knownCode: '9201' }),
  g('93', 'Bobigny', { knownCode: '9301' }),
  g('94', 'Créteil', { knownCode: '9401' }),
  g('95', 'Pontoise', { knownCode: '9501' }),
  g('971', 'Basse-Terre', { extraDepartements: ['977', '978'] }),
  g('971', 'Pointe-à-Pitre'),
  g('972', 'Fort-de-France'),
  g('973', 'Cayenne'),
  g('974', 'Saint-Denis'),
  g('974', 'Saint-Pierre'),
  g('976', 'Mamoudzou'),
  g('987', 'Papeete'),
  g('988', 'Nouméa'),
];
