// Standalone entry: the remote opened on its own origin, for its team, without the shell.
import { createRoot } from 'react-dom/client';
import { SearchApp } from './SearchApp';

const el = document.getElementById('app');
if (el) {
  el.setAttribute('data-remote', 'mf-search');
  createRoot(el).render(<SearchApp />);
}
