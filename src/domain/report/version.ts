/** The report format every document names (docs/reports.md "The document"). */
export const REPORT_VERSION = 'sr-bench-1.0';
