// The two-process site's own ports, set before ../playwright.config.ts reads PORT_BASE: imported
// first by playwright.processes.config.ts. 40 unless given, beside the shared test site (0), the
// chaos site (290) and a developer's `npm start`.
process.env.PORT_BASE ||= '40';

export {};
