import './critical.css';

import('./bootstrap');
