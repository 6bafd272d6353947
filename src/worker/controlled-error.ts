/** Errors whose text may be journaled; anything else is recorded by class name only (docs/harness.md for harness texts). */
export class ControlledError extends Error {}
