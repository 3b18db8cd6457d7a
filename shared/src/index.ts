// @portail/shared: the contracts and building blocks every app of the portal uses.
export * from './routing/routeTable';
export * from './routing/registry';
export * from './routing/SiteLink';
export * from './bus/eventBus';
export * from './stores/registry';
export * from './stores/stores';
export * from './stores/useSite';
export * from './remote/createRemoteApp';
export * from './remote/RemoteErrorBoundary';
export * from './remote/preload';
export * from './remote/serverData';
export * from './remote/useServerAnswer';
export * from './remote/useResource';
export * from './remote/resourceCall';
export { startEarly } from './remote/earlyCalls';
export * from './remote/describeError';
export * from './ui/ErrorScreen';
export * from './ui/PageFrame';
export * from './ui/index';
export * from './format/index';
export * from './http/index';
export * from './api/index';
export * from './auth/index';
// The thrown HTTP error class; the API's error body type is `ApiErrorBody` in the contracts.
export { ApiError } from './http/index';
export * from './search/index';
export * from './prices/index';
export * from './payment/refunds';
