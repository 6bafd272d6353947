// The HTML report's only stylesheet, inlined: the file opens offline with nothing to fetch.
export const REPORT_STYLES = `
:root { color-scheme: light; --ink: #1d2433; --muted: #5b6577; --line: #d9dee7; --accent: #2f5fb3; --bad: #b3261e; }
* { box-sizing: border-box; }
body { margin: 0; font: 14px/1.5 system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; color: var(--ink); background: #fff; }
main { max-width: 1120px; margin: 0 auto; padding: 24px 20px 48px; }
h1 { font-size: 22px; margin: 0 0 4px; }
h2 { font-size: 17px; margin: 32px 0 8px; border-bottom: 1px solid var(--line); padding-bottom: 4px; }
.muted { color: var(--muted); }
.small { font-size: 12px; }
dl.headline { display: grid; grid-template-columns: repeat(auto-fit, minmax(150px, 1fr)); gap: 12px; margin: 16px 0; }
dl.headline div { border: 1px solid var(--line); border-radius: 6px; padding: 8px 12px; }
dl.headline dt { color: var(--muted); font-size: 12px; }
dl.headline dd { margin: 0; font-size: 18px; font-weight: 600; }
.scroll { overflow-x: auto; }
table { border-collapse: collapse; width: 100%; margin: 8px 0; }
th, td { padding: 5px 8px; border-bottom: 1px solid var(--line); text-align: left; white-space: nowrap; vertical-align: top; }
th { font-size: 12px; color: var(--muted); font-weight: 600; }
td.num, th.num { text-align: right; font-variant-numeric: tabular-nums; }
.unknown { color: var(--muted); font-style: italic; }
.failure { border-left: 3px solid var(--bad); padding: 4px 12px; }
dl.explain dt { font-weight: 600; margin-top: 8px; }
dl.explain dd { margin: 0 0 0 0; color: var(--muted); }
ul.limits li { margin: 2px 0; }
svg text { font: 12px system-ui, sans-serif; fill: var(--ink); }
@media print { main { padding: 0; } .scroll { overflow: visible; } }
`;
