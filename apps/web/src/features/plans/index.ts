/** What other features may use of the plans: the view of a simulated payment plan. */
export { PlanSimulationView } from './plan-simulation-view.tsx';
