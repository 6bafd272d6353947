// A GraphQL or network error with its code (extensions.code), as the API reports it.
import type { CombinedError } from 'urql';

export function errorCode(error: CombinedError): string | null {
  const code = error.graphQLErrors[0]?.extensions?.code;
  return typeof code === 'string' ? code : null;
}

export function ErrorNotice({ title, error }: { title: string; error: CombinedError }) {
  const code = errorCode(error);
  const message = error.graphQLErrors[0]?.message ?? error.networkError?.message ?? error.message;
  return (
    <div className="error" role="alert">
      <strong>{title}:</strong> {message}
      {code ? <span className="code"> ({code})</span> : null}
    </div>
  );
}
