import { createRemoteApp, requestEarly, type PagePreload } from '@portail/shared';
import { BasketApp } from '../BasketApp';
import { gridToPreload } from '../features/prices/api';

const lifecycles = createRemoteApp('mf-basket', BasketApp);

export const { bootstrap, mount, unmount } = lifecycles;
/** The price grid of /tarifs starts loading before the page mounts. */
export const preload: PagePreload = (location, site) => {
  const call = gridToPreload(location.pathname, site);
  if (call) requestEarly(call.path, call.params);
};
export default lifecycles;
