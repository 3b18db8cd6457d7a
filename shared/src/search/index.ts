export * from './companySearch';
export * from './hitPath';
export * from './wording';
export * from './useCompanySuggestions';
export * from './territory';
