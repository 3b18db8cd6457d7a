// Vocabulary for generated names and addresses: common French surnames and given names, street
// names, and activity words per NAF sub-class. Fictitious combinations; no real company is meant.

export const NOMS = [
  'Martin', 'Bernard', 'Thomas', 'Petit', 'Robert', 'Richard', 'Durand', 'Dubois', 'Moreau', 'Laurent',
  'Simon', 'Michel', 'Lefebvre', 'Leroy', 'Roux', 'David', 'Bertrand', 'Morel', 'Fournier', 'Girard',
  'Bonnet', 'Dupont', 'Lambert', 'Fontaine', 'Rousseau', 'Vincent', 'Muller', 'Lefèvre', 'Faure', 'André',
  'Mercier', 'Blanc', 'Guérin', 'Boyer', 'Garnier', 'Chevalier', 'François', 'Legrand', 'Gauthier', 'Garcia',
  'Perrin', 'Robin', 'Clément', 'Morin', 'Nicolas', 'Henry', 'Roussel', 'Mathieu', 'Gautier', 'Masson',
  'Marchand', 'Duval', 'Denis', 'Dumont', 'Marie', 'Lemaire', 'Noël', 'Meyer', 'Dufour', 'Meunier',
  'Brun', 'Blanchard', 'Giraud', 'Joly', 'Rivière', 'Lucas', 'Brunet', 'Gaillard', 'Barbier', 'Arnaud',
  'Martinez', 'Gérard', 'Roche', 'Renard', 'Schmitt', 'Roy', 'Leroux', 'Colin', 'Vidal', 'Caron',
  'Picard', 'Roger', 'Fabre', 'Aubert', 'Lemoine', 'Renaud', 'Dumas', 'Lacroix', 'Olivier', 'Philippe',
  'Bourgeois', 'Pierre', 'Benoît', 'Rey', 'Leclerc', 'Payet', 'Rolland', 'Leclercq', 'Guillaume', 'Lecomte',
  'Lopez', 'Jean', 'Dupuy', 'Guillot', 'Hubert', 'Berger', 'Carpentier', 'Sanchez', 'Dupuis', 'Moulin',
  'Louis', 'Deschamps', 'Huet', 'Vasseur', 'Perez', 'Boucher', 'Fleury', 'Royer', 'Klein', 'Jacquet',
  'Adam', 'Paris', 'Poirier', 'Marty', 'Aubry', 'Guyot', 'Carré', 'Charles', 'Renault', 'Charpentier',
  'Ménard', 'Maillard', 'Baron', 'Bertin', 'Bailly', 'Hervé', 'Schneider', 'Fernandez', 'Le Gall', 'Collet',
  'Léger', 'Bouvier', 'Julien', 'Prévost', 'Millet', 'Perrot', 'Daniel', 'Le Roux', 'Cousin', 'Germain',
  'Breton', 'Besson', 'Langlois', 'Rémy', 'Le Goff', 'Pelletier', 'Lévêque', 'Perrier', 'Leblanc', 'Barré',
  'Lebrun', 'Marchal', 'Weber', 'Mallet', 'Hamon', 'Boulanger', 'Jacob', 'Monnier', 'Michaud', 'Rodriguez',
  'Guichard', 'Gillet', 'Étienne', 'Grondin', 'Poulain', 'Tessier', 'Chevallier', 'Collin', 'Chauvin', 'Da Silva',
  'Bouchet', 'Gay', 'Lemaître', 'Bénard', 'Maréchal', 'Humbert', 'Reynaud', 'Antoine', 'Hoarau', 'Perret',
  'Barthélemy', 'Cordier', 'Pichon', 'Lejeune', 'Gilbert', 'Lamy', 'Delaunay', 'Pasquier', 'Carlier', 'Laporte',
  'Kervella', 'Le Bihan', 'Quéré', 'Oberlin', 'Keller', 'Haddad', 'Benali', 'Nguyen', 'Dos Santos', 'Ferreira',
];

export const NOMS_NC = [
  'Wamytan', 'Hnawia', 'Kaloï', 'Wanabo', 'Pidjot', 'Ounou', 'Xowie', 'Waïa', 'Gowé', 'Tidjine',
  'Poédi', 'Naisseline', 'Wéa', 'Hmaé', 'Kasarhérou', 'Boewa', 'Ukeiwé', 'Tein', 'Washetine', 'Néaoutyine',
];

export const PRENOMS = [
  'Jean', 'Marie', 'Pierre', 'Michel', 'André', 'Philippe', 'Nathalie', 'Isabelle', 'Sylvie', 'Catherine',
  'Françoise', 'Christine', 'Nicolas', 'Julien', 'Sébastien', 'Stéphane', 'Laurent', 'David', 'Frédéric', 'Olivier',
  'Christophe', 'Éric', 'Thierry', 'Patrick', 'Alain', 'Bernard', 'Jacques', 'Daniel', 'Claude', 'Céline',
  'Sandrine', 'Valérie', 'Sophie', 'Stéphanie', 'Aurélie', 'Émilie', 'Julie', 'Camille', 'Léa', 'Manon',
  'Chloé', 'Emma', 'Inès', 'Sarah', 'Lucas', 'Hugo', 'Louis', 'Gabriel', 'Arthur', 'Jules',
  'Raphaël', 'Léo', 'Théo', 'Nathan', 'Thomas', 'Maxime', 'Alexandre', 'Antoine', 'Romain', 'Guillaume',
  'Vincent', 'Mathieu', 'Benoît', 'François', 'Hélène', 'Anne', 'Monique', 'Brigitte', 'Martine', 'Chantal',
  'Dominique', 'Pascal', 'Gérard', 'Hervé', 'Yves', 'Luc', 'Jérôme', 'Cédric', 'Damien', 'Mélanie',
  'Caroline', 'Virginie', 'Laetitia', 'Élodie', 'Pauline', 'Marion', 'Clara', 'Zoé', 'Anaïs', 'Noémie',
  'Océane', 'Mathilde', 'Agathe', 'Adèle', 'Joséphine', 'Louise', 'Alice', 'Margaux', 'Yann', 'Gaëlle',
  'Loïc', 'Maëlle', 'Karim', 'Yasmina', 'Mehdi', 'Fatima', 'Samir', 'Nadia', 'Kevin', 'Jessica',
];

export const NATIONALITES: [string, number][] = [
  ['Française', 92],
  ['Belge', 1.5],
  ['Italienne', 1],
  ['Portugaise', 1.5],
  ['Espagnole', 1],
  ['Allemande', 0.8],
  ['Britannique', 0.7],
  ['Marocaine', 0.8],
  ['Suisse', 0.7],
];

export const TYPES_VOIE: [string, number][] = [
  ['rue', 50],
  ['avenue', 14],
  ['boulevard', 6],
  ['place', 5],
  ['chemin', 7],
  ['impasse', 4],
  ['allée', 4],
  ['route', 6],
  ['quai', 2],
  ['cours', 2],
];

export const LIBELLES_VOIE = [
  'de la République', 'Victor Hugo', 'Jean Jaurès', 'de la Gare', 'du Général de Gaulle', 'Pasteur',
  'de la Paix', 'Gambetta', 'Jules Ferry', 'des Écoles', 'du Moulin', "de l'Église", 'Nationale', 'du Stade',
  'des Lilas', 'de la Mairie', 'Émile Zola', 'du Château', 'Carnot', 'Voltaire', 'Saint-Martin', 'des Acacias',
  'de Verdun', 'du Maréchal Foch', 'de la Liberté', 'du 8 Mai 1945', 'des Peupliers', 'du Port', 'de Bretagne',
  'de Provence', 'des Vignes', 'Molière', 'Anatole France', 'Marcel Pagnol', 'des Tilleuls', 'du Commerce',
  "de l'Industrie", 'des Artisans', 'des Chênes', 'du Levant', 'de la Fontaine', 'des Jardins', 'Jean Moulin',
  'Georges Clemenceau', 'Aristide Briand', 'du Lavoir', 'des Prés', 'de la Forêt', 'du Four', 'des Mimosas',
];

export const COMPLEMENTS = [
  'Bâtiment A', 'Bâtiment B', 'ZA des Vignes', 'ZI du Moulin', 'Centre commercial Les Arcades', 'Résidence Les Pins',
  '2e étage', 'Parc d’activités du Levant', 'Lieu-dit La Garenne', 'Zone artisanale Nord',
];

export const LIEUX_M = ['Centre', 'Parc', 'Marché', 'Port', 'Château', 'Moulin', 'Lac', 'Pont', 'Village', 'Midi', 'Nord', 'Sud', 'Plateau', 'Bocage', 'Littoral', 'Canal', 'Coteau', 'Bourg', 'Vieux Port', 'Val'];
export const LIEUX_F = ['Gare', 'Place', 'Vallée', 'Plaine', 'Colline', 'Forêt', 'Côte', 'Rivière', 'Source', 'Fontaine', 'Halle', 'Tour', 'Cité', 'Lande', 'Baie'];

export const SYLLABES = ['no', 'va', 'tek', 'lu', 'mi', 'ris', 'ver', 'ta', 'lis', 'ka', 'ne', 'xo', 'pra', 'zen', 'or', 'bi', 'sy', 'to', 'ra', 'mo', 'dia', 'vi', 'gen', 'al', 'ty', 'co', 'sol', 'ar', 'me', 'do'];

export const SCI_NOMS = ['Les Tilleuls', 'du Parc', 'Les Chênes', 'La Roseraie', 'Les Hirondelles', 'du Moulin', 'Les Oliviers', 'Bellevue', 'Les Cèdres', 'Le Clos', 'Les Mimosas', 'La Colline', 'Horizon', 'Les Glycines', 'Les Érables', 'Saint-Jacques', 'Montaigne', 'Les Vergers'];

export interface Activite {
  naf: string;
  weight: number;
  words: string[];
  signs?: string[];
  artisan?: boolean;
}

/** Frequent activities (NAF rev. 2 sub-classes) with words used in company names. */
export const ACTIVITES: Activite[] = [
  { naf: '10.71C', weight: 30, words: ['Boulangerie', 'Boulangerie Pâtisserie', 'Fournil'], signs: ['Au Bon Pain', 'Le Fournil', 'La Mie Dorée', 'Aux Délices'], artisan: true },
  { naf: '10.71D', weight: 5, words: ['Pâtisserie', 'Chocolaterie'], signs: ['Les Gourmandises', 'Douceurs'], artisan: true },
  { naf: '56.10A', weight: 45, words: ['Restaurant', 'Brasserie', 'Bistrot', 'La Table'], signs: ['Le Petit Bistrot', 'La Bonne Fourchette', 'Chez Nous', "L'Escale"] },
  { naf: '56.10C', weight: 25, words: ['Pizzeria', 'Snack', 'Burger', 'Kebab'], signs: ['Pizza Express', 'Le Snack', 'Speed Burger'] },
  { naf: '56.30Z', weight: 12, words: ['Bar', 'Café', 'Le Comptoir'], signs: ['Le Balto', 'Le Central', 'Café de la Place'] },
  { naf: '41.20A', weight: 10, words: ['Maisons', 'Construction', 'Bâti'] },
  { naf: '43.21A', weight: 25, words: ['Électricité', 'Elec', 'Électricité Générale'], artisan: true },
  { naf: '43.22A', weight: 20, words: ['Plomberie', 'Plomberie Chauffage', 'Sanitaire'], artisan: true },
  { naf: '43.22B', weight: 10, words: ['Chauffage', 'Climatisation', 'Thermique'], artisan: true },
  { naf: '43.32A', weight: 15, words: ['Menuiserie', 'Menuiserie Ébénisterie'], artisan: true },
  { naf: '43.34Z', weight: 15, words: ['Peinture', 'Peinture Décoration', 'Déco'], artisan: true },
  { naf: '43.99C', weight: 20, words: ['Maçonnerie', 'Bâtiment', 'Rénovation'], artisan: true },
  { naf: '43.12A', weight: 6, words: ['Terrassement', 'Travaux Publics', 'TP'] },
  { naf: '45.20A', weight: 20, words: ['Garage', 'Auto Services', 'Carrosserie', 'Automobiles'], signs: ['Garage du Centre', 'Auto Plus', 'Speed Auto'] },
  { naf: '47.11D', weight: 6, words: ['Supermarché', 'Alimentation', 'Market'], signs: ['Proxi', 'Marché Frais', 'Épicerie du Coin'] },
  { naf: '47.73Z', weight: 10, words: ['Pharmacie'], signs: ['Pharmacie du Centre', 'Pharmacie de la Gare', 'Grande Pharmacie'] },
  { naf: '47.71Z', weight: 12, words: ['Boutique', 'Mode', 'Prêt-à-porter'], signs: ['Elle & Lui', 'Dressing', 'Sweet Mode'] },
  { naf: '47.76Z', weight: 6, words: ['Fleurs', 'Fleuriste', 'Art Floral'], signs: ['Au Jardin Fleuri', 'Les Fleurs de Lise'] },
  { naf: '47.91B', weight: 10, words: ['Shop', 'Boutique en ligne', 'E-Commerce'] },
  { naf: '46.90Z', weight: 10, words: ['Distribution', 'Négoce', 'Import Export'] },
  { naf: '49.41A', weight: 12, words: ['Transports', 'Logistique', 'Fret'] },
  { naf: '49.32Z', weight: 8, words: ['Taxi', 'Taxis', 'VTC'] },
  { naf: '55.10Z', weight: 8, words: ['Hôtel', 'Hôtellerie', 'Résidence'], signs: ['Hôtel du Commerce', 'Hôtel de la Gare', "Le Relais"] },
  { naf: '62.01Z', weight: 25, words: ['Software', 'Digital', 'Informatique', 'Tech', 'Développement'] },
  { naf: '62.02A', weight: 12, words: ['IT Conseil', 'Consulting', 'Systèmes'] },
  { naf: '68.20A', weight: 10, words: ['Immobilière', 'Patrimoine'] },
  { naf: '68.31Z', weight: 15, words: ['Immobilier', 'Agence Immobilière', 'Habitat'], signs: ['Century Immo', 'Immo Conseil', "L'Adresse"] },
  { naf: '69.20Z', weight: 10, words: ['Expertise Comptable', 'Audit', 'Fiduciaire', 'Comptabilité'] },
  { naf: '70.22Z', weight: 30, words: ['Conseil', 'Consulting', 'Partners', 'Stratégie', 'Management'] },
  { naf: '71.12B', weight: 10, words: ['Ingénierie', 'Études', 'Bureau d’Études'] },
  { naf: '73.11Z', weight: 8, words: ['Communication', 'Agence', 'Publicité', 'Média'] },
  { naf: '74.10Z', weight: 6, words: ['Design', 'Studio', 'Création'] },
  { naf: '74.20Z', weight: 5, words: ['Photo', 'Photographie', 'Studio Photo'] },
  { naf: '77.11A', weight: 4, words: ['Location', 'Rent', 'Location Automobiles'] },
  { naf: '79.11Z', weight: 4, words: ['Voyages', 'Travel', 'Évasion'] },
  { naf: '81.21Z', weight: 12, words: ['Nettoyage', 'Propreté', 'Multi-Services'] },
  { naf: '85.59A', weight: 10, words: ['Formation', 'Formations', 'Académie'] },
  { naf: '85.53Z', weight: 4, words: ['Auto-École', 'École de Conduite'], signs: ['Auto-École du Centre', 'Permis Plus'] },
  { naf: '96.02A', weight: 20, words: ['Coiffure', 'Salon de Coiffure', 'Hair'], signs: ['Coiff’ & Vous', 'L’Atelier', 'Tchip'], artisan: true },
  { naf: '96.02B', weight: 8, words: ['Institut', 'Beauté', 'Esthétique'], signs: ['Zen Beauté', 'Instant Beauté'], artisan: true },
  { naf: '01.11Z', weight: 10, words: ['Ferme', 'Exploitation', 'Agricole'] },
  { naf: '01.21Z', weight: 6, words: ['Domaine', 'Vignobles', 'Château'] },
  { naf: '11.02B', weight: 3, words: ['Cave', 'Vins', 'Chai'] },
  { naf: '25.62B', weight: 6, words: ['Mécanique', 'Usinage', 'Mécanique de Précision'] },
  { naf: '33.12Z', weight: 4, words: ['Maintenance', 'Industrie Services'] },
  { naf: '35.11Z', weight: 3, words: ['Énergie', 'Solaire', 'Énergies Nouvelles'] },
  { naf: '52.29A', weight: 3, words: ['Express', 'Messagerie', 'Coursiers'] },
  { naf: '58.11Z', weight: 2, words: ['Éditions', 'Éditeur'] },
  { naf: '59.11A', weight: 3, words: ['Films', 'Productions', 'Images'] },
  { naf: '66.22Z', weight: 5, words: ['Assurances', 'Courtage', 'Courtier'] },
  { naf: '82.99Z', weight: 8, words: ['Services', 'Solutions', 'Assistance'] },
  { naf: '88.10A', weight: 4, words: ['Aide à Domicile', 'Services à la Personne'] },
  { naf: '16.23Z', weight: 3, words: ['Charpente', 'Bois'], artisan: true },
  { naf: '46.19A', weight: 3, words: ['Agence Commerciale', 'Représentation'] },
];

export const ACTIVITES_SCI: Activite[] = [
  { naf: '68.20B', weight: 70, words: ['SCI'] },
  { naf: '68.20A', weight: 30, words: ['SCI'] },
];
export const ACTIVITES_ASSOCIATION: Activite[] = [
  { naf: '94.99Z', weight: 50, words: ['Association', 'Amicale', 'Comité'] },
  { naf: '93.12Z', weight: 20, words: ['Club', 'Sporting Club', 'Union Sportive'] },
  { naf: '85.59A', weight: 10, words: ['Association de Formation'] },
  { naf: '90.01Z', weight: 10, words: ['Compagnie', 'Théâtre', 'Ensemble'] },
  { naf: '88.10A', weight: 10, words: ['Association d’Aide à Domicile'] },
];
export const ACTIVITES_SEL: Activite[] = [
  { naf: '86.21Z', weight: 30, words: ['Cabinet Médical', 'Centre Médical'] },
  { naf: '86.23Z', weight: 25, words: ['Cabinet Dentaire', 'Centre Dentaire'] },
  { naf: '69.10Z', weight: 25, words: ['Avocats', 'Cabinet d’Avocats'] },
  { naf: '75.00Z', weight: 20, words: ['Clinique Vétérinaire', 'Cabinet Vétérinaire'] },
];
export const ACTIVITE_HOLDING: Activite = { naf: '64.20Z', weight: 1, words: ['Holding', 'Participations', 'Financière', 'Invest'] };

export const TYPES_ACTES = [
  { type: "Procès-verbal d'assemblée générale ordinaire", decisions: ['Approbation des comptes', 'Affectation du résultat'] },
  { type: 'Changement de dirigeant', decisions: ['Nomination du représentant légal', 'Démission du représentant légal'] },
  { type: 'Transfert de siège social', decisions: ['Transfert du siège social', 'Modification statutaire'] },
  { type: 'Augmentation de capital', decisions: ['Augmentation du capital social', 'Modification statutaire'] },
  { type: "Modification de l'objet social", decisions: ["Extension de l'objet social", 'Modification statutaire'] },
  { type: 'Statuts mis à jour', decisions: ['Mise à jour des statuts'] },
  { type: 'Changement de dénomination', decisions: ['Modification de la dénomination', 'Modification statutaire'] },
];

// Creditors of registrations against debtors (inscription_surete). Banks and leasing companies
// are real institutions named as creditors; suppliers are fictitious names built from NOMS.
export const BANQUES: [string, number][] = [
  ['BNP Paribas', 14],
  ['Crédit Agricole', 18],
  ['Société Générale', 12],
  ['Crédit Mutuel', 12],
  ['LCL', 8],
  ['Banque Populaire', 12],
  ["Caisse d'Épargne", 12],
  ['Bpifrance', 6],
  ['CIC', 6],
];
export const BANQUES_NC: [string, number][] = [
  ['Banque de Nouvelle-Calédonie', 30],
  ["Banque Calédonienne d'Investissement", 30],
  ['Société Générale Calédonienne de Banque', 25],
  ['BNP Paribas Nouvelle-Calédonie', 15],
];
export const CREDIT_BAILLEURS: [string, number][] = [
  ['Natixis Lease', 15],
  ['BNP Paribas Lease Group', 18],
  ['Franfinance', 12],
  ['Crédit Agricole Leasing & Factoring', 14],
  ['Société Générale Equipment Finance', 12],
  ['CM-CIC Leasing Solutions', 10],
  ['Grenke Location', 8],
  ['Locam', 8],
  ['Bpifrance', 3],
];
/** Supplementary pension and provident institutions, creditors of the social-security privilege beside URSSAF. */
export const CAISSES_COMPLEMENTAIRES = ['AG2R La Mondiale', 'Malakoff Humanis', 'Klesia', 'Pro BTP', 'Apicil'];
/** Suppliers selling under reservation of title: `<NOM> <word>`. */
export const FOURNISSEURS = ['Distribution', 'Matériaux', 'Équipements', 'Industries', 'Négoce', 'Fournitures', 'Technologies'];
