export * from './companySearch';
export * from './hitPath';
