// Official documents: their production, signing and routes. What the other modules use of it, the one way in.
export { documentsRoutes, verificationRoutes } from './routes';
export { documentsWorker } from './service';
export { loadSigner, signingConfigFromEnv, type DocumentSigner, signingProblem } from './signing';
