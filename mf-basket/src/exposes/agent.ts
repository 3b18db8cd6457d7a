// Exposed as `mf-basket/agent`: the basket's work the shell hands over on every page.
export { createBasketAgent, type BasketAgent } from '../features/basket/agent';
