/** The simulated OpenAI-compatible provider (docs/architecture.md "src/simulator"). */
export { startSimulator } from './server.ts';
export type { RecordedRequest, SimulatorHandle } from './server.ts';
export { resolveConfig, DEFAULT_MODELS } from './config.ts';
export type { SimulatedModelConfig, SimulatedRouterConfig, RouterDecisionConfig, SimulatorConfig } from './config.ts';
export type { FaultKind, FaultRule } from './faults.ts';
export { JUDGE_SYSTEM_PROMPT } from './judge.ts';
export { simulateCommand } from './main.ts';
