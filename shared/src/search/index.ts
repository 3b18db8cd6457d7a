export * from './companySearch';
export * from './hitPath';
export * from './wording';
