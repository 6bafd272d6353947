// Paste a bearer token; saving reloads the app so every request and socket uses it.
import { useState } from 'react';
import { readToken, writeToken } from '../api/token.ts';

export function TokenBox() {
  const [value, setValue] = useState(readToken());
  const [open, setOpen] = useState(false);
  if (!open) {
    return (
      <button type="button" className="link" onClick={() => setOpen(true)}>
        {readToken() ? 'Change token' : 'Set token'}
      </button>
    );
  }
  return (
    <form
      className="token-box"
      onSubmit={(event) => {
        event.preventDefault();
        writeToken(value.trim());
        location.reload();
      }}
    >
      <label>
        Bearer token <input type="password" value={value} onChange={(e) => setValue(e.target.value)} autoComplete="off" />
      </label>
      <button type="submit">Save</button>
      <button type="button" className="link" onClick={() => setOpen(false)}>
        Cancel
      </button>
    </form>
  );
}
