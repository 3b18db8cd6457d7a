// Search criteria as they travel in the URL of the results page (SPEC §2): one query parameter per
// filter, empty values omitted, the selected tab in `recherche`.
import { monthLabel } from '@portail/shared';
import { departmentLabel, findDepartment } from '../reference/departments';
import { nafDivision } from '../reference/nafDivisions';

export const ADVANCED_SEARCH_PATH = '/recherche-entreprise-dirigeant/recherche-avancee';
export const RESULTS_PATH = '/recherche-entreprise-dirigeant/resultats-de-recherche';

export type SearchTab = 'entreprises' | 'dirigeants';

export const COMPANY_FIELDS = ['denomination', 'sirenOrSiret', 'activityDomain', 'department', 'companyType'] as const;
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

export const FIELD_LABELS: Record<CriteriaField | 'phrase', string> = {
  phrase: 'Texte recherché',
  denomination: 'Dénomination',
  sirenOrSiret: 'SIREN ou SIRET',
  activityDomain: "Domaine d'activité",
  department: 'Département',
  companyType: 'Type',
  nom: 'Nom',
  prenom: 'Prénom',
  moisDeNaissance: 'Mois de naissance',
  anneeDeNaissance: 'Année de naissance',
};

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

export function validateCriteria(criteria: Criteria, now = new Date()): CriteriaErrors {
  const errors: CriteriaErrors = {};
  if (!hasAny(criteria, [...COMPANY_FIELDS, ...DIRECTOR_FIELDS])) {
    errors.form = 'Renseignez au moins un critère de recherche.';
  }
  const siren = criteria.sirenOrSiret.replace(/\s+/g, '');
  if (siren !== '' && !/^(\d{9}|\d{14})$/.test(siren)) {
    errors.sirenOrSiret = 'Saisissez un SIREN (9 chiffres) ou un SIRET (14 chiffres).';
  }
  const year = criteria.anneeDeNaissance.trim();
  if (year !== '' && (!/^\d{4}$/.test(year) || Number(year) < 1900 || Number(year) > now.getFullYear())) {
    errors.anneeDeNaissance = `Saisissez une année sur 4 chiffres, entre 1900 et ${now.getFullYear()}.`;
  }
  return errors;
}

/** Readable value of a criterion: labels instead of codes. */
export function displayValue(field: CriteriaField | 'phrase', value: string): string {
  switch (field) {
    case 'activityDomain': {
      const division = nafDivision(value);
      return division ? `${division.code} – ${division.label}` : value;
    }
    case 'department': {
      const department = findDepartment(value);
      return department ? departmentLabel(department) : value;
    }
    case 'companyType':
      return COMPANY_TYPES.find((t) => t.value === value)?.label ?? value;
    case 'moisDeNaissance':
      return monthLabel(value) ?? value;
    default:
      return value;
  }
}
