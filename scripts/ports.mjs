// The ports of the local topology. PORT_BASE shifts all of them (tests run beside a dev server).
const base = Number(process.env.PORT_BASE || 0);

export const PORTS = {
  api: 3000 + base,
  'mf-search': 3001 + base,
  'mf-records': 3002 + base,
  'mf-basket': 3003 + base,
  'mf-personal-space': 3004 + base,
  'mf-content': 3005 + base,
  'shell-fr': 8080 + base,
  'shell-nc': 8081 + base,
  'payment-sandbox': 8090 + base,
  'postal-sandbox': 8092 + base,
};

export const HOST = process.env.HOST || '127.0.0.1';
export const PUBLIC_HOST = process.env.PUBLIC_HOST || 'localhost';
