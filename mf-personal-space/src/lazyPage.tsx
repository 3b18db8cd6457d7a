// The personal space's pages download on demand (pages.tsx), with the remotes' one helper.
export { lazyPage, preloadLazyPages } from '@portail/shared/remote/lazyPage';
