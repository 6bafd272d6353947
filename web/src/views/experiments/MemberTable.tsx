// Saved results of one role group (docs/dashboard.md "Experiments"): role, run, mode, profile, questions, status,
// attempts, accuracy per target, total spend and the change being tested.
import { Link } from 'react-router';
import type { ExperimentDetailsQuery } from '../../gql/graphql.ts';
import { count, percent, usd } from '../../ui/format.ts';
import { roleLabel } from './roles.ts';

export type Member = NonNullable<ExperimentDetailsQuery['experiment']>['members']['edges'][number]['node'];

export function MemberTable({ members }: { members: Member[] }) {
  return (
    <table>
      <thead>
        <tr>
          <th>Role</th>
          <th>Run</th>
          <th>Mode</th>
          <th>Profile</th>
          <th className="num">Questions</th>
          <th>Status</th>
          <th>Attempts</th>
          <th className="num">Accuracy</th>
          <th className="num">Total spend</th>
          <th>Change being tested</th>
        </tr>
      </thead>
      <tbody>
        {members.map((m) => (
          <tr key={`${m.role}:${m.run.runId}`} data-testid="member-row">
            <td>{roleLabel(m.role)}</td>
            <td>
              <Link to={`/evaluation?run=${encodeURIComponent(m.run.runId)}`}>{m.run.name}</Link>
            </td>
            <td>{m.run.mode.toLowerCase()}</td>
            <td>{m.run.profileName}</td>
            <td className="num">{count(m.run.caseCount)}</td>
            <td>
              <span className={`status ${m.run.status.toLowerCase()}`}>{m.run.status.toLowerCase()}</span>
            </td>
            <td>
              {count(m.run.progress.completed)} / {count(m.run.progress.total)} attempts completed
              {m.run.progress.failed ? ` · ${count(m.run.progress.failed)} failed` : ''}
            </td>
            <td className="num" data-testid="member-accuracy">
              {m.run.report.targets.length === 1
                ? percent(m.run.report.targets[0]!.accuracy, 1, 'Unknown')
                : m.run.report.targets.map((t) => (
                    <div key={t.targetId}>
                      {t.targetId} {percent(t.accuracy, 1, 'Unknown')}
                    </div>
                  ))}
            </td>
            <td className="num" data-testid="member-spend">
              {usd(m.run.report.totalSpendUsd)}
            </td>
            <td>{m.hypothesis || <span className="muted">—</span>}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
