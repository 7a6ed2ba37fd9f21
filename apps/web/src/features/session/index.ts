export { IdentityCard } from './identity-card.tsx';
export { useHomeData } from './session-api.ts';
