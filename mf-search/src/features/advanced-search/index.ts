// What the other features of this app use of this one: they import it from here, not from its files.
export { FilterSelect } from './FilterSelect';
export { ADVANCED_SEARCH_PATH, COMPANY_FIELDS, DIRECTOR_FIELDS, FIELD_LABELS, FILTER_FIELDS, RESULTS_PATH, displayValue, fieldLabel, identifierError, nameError, readCriteria, readTab, textError } from './criteria';
export type { CriteriaField, FilterField, SearchTab, ValueLabels } from './criteria';
