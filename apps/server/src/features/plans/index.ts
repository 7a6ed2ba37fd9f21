/** What other features may use of the plans: a payment plan simulated and refused after the rules of spec §5. */
export { checkedPlan } from './plan-simulation.ts';
