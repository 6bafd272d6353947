// The report reads planned cells through the one shared definition (report.md §1.4).
export { plannedCells } from '../plan/planned-cells.ts';
