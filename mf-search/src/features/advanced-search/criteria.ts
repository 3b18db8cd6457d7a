// Search criteria as they travel in the URL of the results page (SPEC §2): one query parameter per
// filter, empty values omitted, the selected tab in `recherche`.
import { siteVariant } from '@portail/shared/site/variants';
import { AREA_WORDING } from '../../reference/lists';
import { formatIdentifier, PERSON_NAME_MAX_LENGTH, SEARCH_TEXT_MAX_LENGTH, isIdentifierError, monthLabel, parseIdentifier, searchWording, type CompanyState } from '@portail/shared';

export { ADVANCED_SEARCH_PATH, SEARCH_RESULTS_PATH as RESULTS_PATH } from '@portail/shared';

export type SearchTab = 'entreprises' | 'dirigeants';

export const COMPANY_FIELDS = ['denomination', 'sirenOrSiret', 'activityDomain', 'department', 'companyType', 'legalForm', 'status'] as const;
/** The company criteria the results page offers as filters beside the list (the others are typed text). */
export const FILTER_FIELDS = ['department', 'activityDomain', 'legalForm', 'status', 'companyType'] as const;
export type FilterField = (typeof FILTER_FIELDS)[number];
export const DIRECTOR_FIELDS = ['nom', 'prenom', 'moisDeNaissance', 'anneeDeNaissance'] as const;

export type CompanyField = (typeof COMPANY_FIELDS)[number];
export type DirectorField = (typeof DIRECTOR_FIELDS)[number];
export type CriteriaField = CompanyField | DirectorField;
export type Criteria = Record<CriteriaField, string>;

export const EMPTY_CRITERIA: Criteria = {
  denomination: '',
  sirenOrSiret: '',
  activityDomain: '',
  department: '',
  companyType: '',
  legalForm: '',
  status: '',
  nom: '',
  prenom: '',
  moisDeNaissance: '',
  anneeDeNaissance: '',
};

/** Entity types the company search filters on (type_entite of the search call, SPEC §3). */
export const COMPANY_TYPES: readonly { value: string; label: string }[] = [
  { value: 'ENTREPRISE', label: 'Entreprise' },
  { value: 'ETABLISSEMENT', label: 'Établissement' },
];

/** Company states the search filters on (etat of the search call), as the result cards name them. */
export const STATUS_LABELS: Record<CompanyState, string> = { ACTIVE: 'Active', RADIEE: 'Radiée' };
export const STATUS_OPTIONS: readonly { value: CompanyState; label: string }[] = (Object.keys(STATUS_LABELS) as CompanyState[]).map((value) => ({
  value,
  label: STATUS_LABELS[value],
}));

export const FIELD_LABELS: Record<CriteriaField | 'phrase', string> = {
  phrase: 'Texte recherché',
  denomination: 'Dénomination',
  sirenOrSiret: 'SIREN ou SIRET',
  activityDomain: "Domaine d'activité",
  department: AREA_WORDING.FR.field,
  companyType: 'Type',
  legalForm: 'Forme juridique',
  status: 'État',
  nom: 'Nom',
  prenom: 'Prénom',
  moisDeNaissance: 'Mois de naissance',
  anneeDeNaissance: 'Année de naissance',
};

/** The identifier a variant's visitors type: New Caledonia's shell invites RIDET numbers. */
export function identifierLabel(boost: 'NC' | null): string {
  return searchWording(boost).identifiers;
}

/** Label of a criterion on this variant: New Caledonia's site searches by RIDET, province and commune. */
export function fieldLabel(field: CriteriaField | 'phrase', boost: 'NC' | null): string {
  if (field === 'sirenOrSiret') return identifierLabel(boost);
  if (field === 'department') return AREA_WORDING[siteVariant({ searchBoost: boost }).territory].field;
  return FIELD_LABELS[field];
}

export function readTab(params: URLSearchParams): SearchTab {
  return params.get('recherche')?.toLowerCase() === 'dirigeants' ? 'dirigeants' : 'entreprises';
}

export function readCriteria(params: URLSearchParams): Criteria {
  const criteria = { ...EMPTY_CRITERIA };
  for (const field of [...COMPANY_FIELDS, ...DIRECTOR_FIELDS]) criteria[field] = params.get(field)?.trim() ?? '';
  return criteria;
}

function hasAny(criteria: Criteria, fields: readonly CriteriaField[]): boolean {
  return fields.some((f) => criteria[f].trim() !== '');
}

/** The tab a search opens on: executives when only executive fields are filled. */
export function tabFor(criteria: Criteria): SearchTab {
  return hasAny(criteria, DIRECTOR_FIELDS) && !hasAny(criteria, COMPANY_FIELDS) ? 'dirigeants' : 'entreprises';
}

/** Query string of the results page; SIREN/SIRET spaces are removed (SPEC §5). */
export function criteriaQuery(criteria: Criteria, tab: SearchTab = tabFor(criteria)): string {
  const params = new URLSearchParams({ recherche: tab });
  for (const field of [...COMPANY_FIELDS, ...DIRECTOR_FIELDS]) {
    const raw = criteria[field].trim();
    const value = field === 'sirenOrSiret' ? raw.replace(/\s+/g, '') : raw;
    if (value !== '') params.set(field, value);
  }
  return params.toString();
}

export type CriteriaErrors = Partial<Record<CriteriaField | 'form', string>>;

/**
 * What is wrong with a typed SIREN, SIRET or RIDET, in words, or null when it can be searched:
 * a wrong number of digits, or a check digit (Luhn key) that does not match, i.e. a typing error.
 */
export function identifierError(value: string, boost: 'NC' | null): string | null {
  const compact = value.replace(/[\s.\-\u00a0]/g, '');
  if (compact === '') return null;
  const parsed = parseIdentifier(compact);
  if (!isIdentifierError(parsed)) return null;
  if (parsed.error === 'CHECKSUM') {
    const kind = compact.length === 14 ? 'SIRET' : 'SIREN';
    return `Ce ${kind} n'existe pas : sa clé de contrôle (le dernier chiffre) ne correspond pas aux autres. Vérifiez chaque chiffre.`;
  }
  return boost === 'NC'
    ? 'Saisissez un RIDET (7 chiffres), un SIREN (9 chiffres) ou un SIRET (14 chiffres).'
    : 'Saisissez un SIREN (9 chiffres) ou un SIRET (14 chiffres).';
}

/** What is wrong with a typed search text, or null: the search API refuses more than SEARCH_TEXT_MAX_LENGTH characters. */
export function textError(value: string): string | null {
  const length = value.trim().length;
  if (length <= SEARCH_TEXT_MAX_LENGTH) return null;
  return `Votre recherche fait ${length} caractères ; elle est limitée à ${SEARCH_TEXT_MAX_LENGTH}. Raccourcissez-la, par exemple au nom de l'entreprise seul.`;
}

/** What is wrong with a typed executive name or first name, or null: the search API refuses more than PERSON_NAME_MAX_LENGTH characters. */
export function nameError(value: string, field: 'nom' | 'prenom'): string | null {
  const length = value.trim().length;
  if (length <= PERSON_NAME_MAX_LENGTH) return null;
  return `${field === 'nom' ? 'Le nom' : 'Le prénom'} saisi fait ${length} caractères ; il est limité à ${PERSON_NAME_MAX_LENGTH}.`;
}

export function validateCriteria(criteria: Criteria, now = new Date(), boost: 'NC' | null = null): CriteriaErrors {
  const errors: CriteriaErrors = {};
  if (!hasAny(criteria, [...COMPANY_FIELDS, ...DIRECTOR_FIELDS])) {
    errors.form = 'Renseignez au moins un critère de recherche.';
  }
  const siren = identifierError(criteria.sirenOrSiret, boost);
  if (siren) errors.sirenOrSiret = siren;
  const denomination = textError(criteria.denomination);
  if (denomination) errors.denomination = denomination;
  for (const field of ['nom', 'prenom'] as const) {
    const problem = nameError(criteria[field], field);
    if (problem) errors[field] = problem;
  }
  const year = criteria.anneeDeNaissance.trim();
  if (year !== '' && (!/^\d{4}$/.test(year) || Number(year) < 1900 || Number(year) > now.getFullYear())) {
    errors.anneeDeNaissance = `Saisissez une année sur 4 chiffres, entre 1900 et ${now.getFullYear()}.`;
  }
  return errors;
}

/** The labels of the values of the criteria whose lists come from the API, by code. */
export type ValueLabels = Partial<Record<'activityDomain' | 'department' | 'legalForm', ReadonlyMap<string, string>>>;

/** Readable value of a criterion: labels instead of codes (the code while its list is not loaded). */
export function displayValue(field: CriteriaField | 'phrase', value: string, labels: ValueLabels = {}): string {
  switch (field) {
    case 'activityDomain':
    case 'department':
    case 'legalForm':
      return labels[field]?.get(value) ?? value;
    case 'companyType':
      return COMPANY_TYPES.find((t) => t.value === value)?.label ?? value;
    case 'status':
      return STATUS_LABELS[value as CompanyState] ?? value;
    case 'moisDeNaissance':
      return monthLabel(value) ?? value;
    case 'sirenOrSiret':
      return formatIdentifier(value);
    default:
      return value;
  }
}
