// The user service (SPEC §7) under /api: register with `app.register(usersRoutes, { prefix: '/api', identity })`.
export { usersRoutes, LABEL_MAX, type UsersRoutesOptions } from './routes';
export { userInfo } from './userInfo';
export { seedDemoCustomers, DEMO_CUSTOMERS } from './demo';
