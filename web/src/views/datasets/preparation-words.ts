// Status words for a preparation job (docs/dashboard.md "Prepare dataset"), from its phase.
const PHASES: Record<string, string> = {
  QUEUED: 'Waiting to start',
  WAITING_FOR_SLOT: 'Waiting to start',
  RESOLVING_DATASETS: 'Resolving datasets',
  CHECKING_DEPENDENCIES: 'Checking required dependencies',
  INSTALLING_DEPENDENCIES: 'Installing required dependencies',
  DOWNLOADING: 'Downloading source data',
  FREEZING: 'Freezing the selected questions',
  COMPOSING: 'Finalizing the evaluation questions',
  COMPLETED: 'Ready to evaluate',
  REUSED: 'Ready to evaluate',
  FAILED: 'Preparation failed',
};

export function phaseWords(phase: string): string {
  return PHASES[phase] ?? phase.toLowerCase().replace(/_/g, ' ');
}
