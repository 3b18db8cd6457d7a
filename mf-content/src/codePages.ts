// The content app's pages written as code rather than as editorial files.
export const CODE_PAGES = ['/', '/plan-du-site'] as const;
