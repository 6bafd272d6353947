/** The report format every document names (report.md 4.6). */
export const REPORT_VERSION = 'sr-bench-1.0';
