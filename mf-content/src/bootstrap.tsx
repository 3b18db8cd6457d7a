// Standalone entry: the remote opened on its own origin, for its team, without the shell.
import { createRoot } from 'react-dom/client';
import { ContentApp } from './ContentApp';

const el = document.getElementById('app');
if (el) {
  el.setAttribute('data-remote', 'mf-content');
  createRoot(el).render(<ContentApp />);
}
