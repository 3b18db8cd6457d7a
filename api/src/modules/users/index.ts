// The user service (SPEC §7) under /api: register with `app.register(usersRoutes, { prefix: '/api', identity })`.
export { usersRoutes, userInfo, LABEL_MAX, type UsersRoutesOptions } from './routes';
export { seedDemoCustomers, DEMO_CUSTOMERS } from './demo';
export * from './accounts';
