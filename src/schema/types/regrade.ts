// Filled in by its issue's work; imported by src/schema/index.ts.
export {};
