// Server entry of mf-records: renders its pages for the shell's server (see scripts/ssr.mjs).
import { StaticRouter } from 'react-router';
import { renderRemotePage, type RemoteRenderRequest } from '@portail/shared/src/remote/renderRemote';
import { RecordsRoutes } from './RecordsApp';

export { setApiBase } from '@portail/shared';

export function render(request: RemoteRenderRequest) {
  return renderRemotePage(
    'mf-records',
    (url) => (
      <StaticRouter location={url}>
        <RecordsRoutes />
      </StaticRouter>
    ),
    request,
  );
}
