// Standalone entry: the remote opened on its own origin, for its team, without the shell.
import { createRoot } from 'react-dom/client';
import { BasketApp } from './BasketApp';

const el = document.getElementById('app');
if (el) {
  el.setAttribute('data-remote', 'mf-basket');
  createRoot(el).render(<BasketApp />);
}
