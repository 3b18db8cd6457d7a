// Standalone entry: the remote opened on its own origin, for its team, without the shell.
import { createRoot } from 'react-dom/client';
import { PersonalSpaceApp } from './PersonalSpaceApp';

const el = document.getElementById('app');
if (el) {
  el.setAttribute('data-remote', 'mf-personal-space');
  createRoot(el).render(<PersonalSpaceApp />);
}
