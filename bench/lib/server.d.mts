// Types of server.mjs for the TypeScript benchmarks.
export function startSite(portBase?: number): Promise<{ urls: { fr: string; nc: string }; stop: () => Promise<void> }>;
