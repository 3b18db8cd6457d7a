// Standalone entry: the remote opened on its own origin, for its team, without the shell.
import { createRoot } from 'react-dom/client';
import { RecordsApp } from './RecordsApp';

const el = document.getElementById('app');
if (el) {
  el.setAttribute('data-remote', 'mf-records');
  createRoot(el).render(<RecordsApp />);
}
