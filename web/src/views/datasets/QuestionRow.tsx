// One question: number, preview and benchmark · category; opened, the full question, its choices,
// whether the source input was available, and its id. Never an answer.
import type { DetailsDataset } from './QuestionsTab.tsx';
import { storedWord } from '../../ui/enum-words.ts';

type Question = DetailsDataset['cases']['edges'][number]['node'];

function previewText(q: Question): string {
  const text = q.question || q.messages.map((m) => `${storedWord(m.role)}: ${m.content}`).join(' · ');
  return text.length > 160 ? `${text.slice(0, 157)}…` : text;
}

export function QuestionRow({ question, title }: { question: Question; title: string }) {
  return (
    <li className="question-row" data-testid="question-row" value={question.position + 1}>
      <details>
        <summary>
          <span className="question-preview">{previewText(question)}</span>
          <span className="muted">
            {title} · {question.category || 'General'}
          </span>
        </summary>
        <div className="question-body">
          {question.question ? <p className="question-text">{question.question}</p> : null}
          {!question.question && question.messages.length ? (
            <ul className="question-messages">
              {question.messages.map((m, index) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: the messages are a fixed transcript, never reordered
                <li key={index}>
                  <strong>{storedWord(m.role)}:</strong> {m.content}
                </li>
              ))}
            </ul>
          ) : null}
          {question.choices?.length ? (
            <ol type="A" className="question-choices">
              {question.choices.map((choice, index) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: the choices are fixed and may repeat a text
                <li key={index}>{choice}</li>
              ))}
            </ol>
          ) : null}
          {question.inputStatus !== 'AVAILABLE' || question.inputNotice ? (
            <p className="notice">
              Input {storedWord(question.inputStatus)}
              {question.inputNotice ? `: ${question.inputNotice}` : ''}
            </p>
          ) : null}
          <p className="muted code">Question id {question.caseId}</p>
        </div>
      </details>
    </li>
  );
}
