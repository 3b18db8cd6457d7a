export * from './contracts';
export * from './messages';
export * from './rules';
export * from './apiClient';
export * from './profile';
export * from './accountLabels';
export * from './forms';
export * from './providerActions';
