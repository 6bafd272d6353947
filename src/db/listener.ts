// LISTEN on a dedicated connection that survives a Postgres restart and closes for good
// (README "Fault tolerance"). postgres.js 3.4.9's own `listen()` re-subscribes after a reconnect
// with new listener objects, so its `unlisten` no longer finds them and ending the client makes
// it reconnect again: a process that saw a restart never exits after SIGTERM. Here the
// connection only records that it closed, and a 1 s keeper issues LISTEN again once the
// database answers; notices sent while it was away are lost, which the pub/sub tolerates
// (subscribers re-read state on the next notice or their safety poll).
import type postgres from 'postgres';

const KEEPER_MS = 1_000;

/** Listens on `channel` until the returned function is called. The first LISTEN must succeed. */
export async function listenWithReconnect(
  connect: typeof postgres,
  url: string,
  channel: string,
  onMessage: (payload: string) => void,
): Promise<() => Promise<void>> {
  let listening = false;
  let closed = false;
  // `onnotify` is a connection option postgres.js reads but does not declare in its types.
  const options: postgres.Options<Record<string, never>> & { onnotify: (name: string, payload: string) => void } = {
    max: 1,
    idle_timeout: undefined,
    max_lifetime: null,
    fetch_types: false,
    onnotice: () => {},
    onnotify: (name, payload) => {
      if (name === channel) onMessage(payload);
    },
    onclose: () => {
      listening = false;
    },
  };
  const sql = connect(url, options);
  const statement = `LISTEN "${channel.replaceAll('"', '""')}"`;
  const listen = async (): Promise<void> => {
    await sql.unsafe(statement);
    listening = true;
  };
  await listen();
  let retrying = false;
  const keeper = setInterval(() => {
    if (closed || listening || retrying) return;
    retrying = true;
    listen()
      .catch(() => undefined)
      .finally(() => (retrying = false));
  }, KEEPER_MS);
  keeper.unref();
  return async () => {
    closed = true;
    clearInterval(keeper);
    await sql.end({ timeout: 1 });
  };
}
