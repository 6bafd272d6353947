// Many graphql-ws clients, one WebSocket each, connected once and reused for each repeat's
// subscriptions. Connections open in bounded batches; every wait has a deadline.
import { createClient, type Client } from 'graphql-ws';
import WebSocket from 'ws';

const BATCH = 100;

export interface SubscriberPool {
  clients: Client[];
  dispose(): Promise<void>;
}

export async function connectSubscribers(httpUrl: string, count: number, timeoutMs: number): Promise<SubscriberPool> {
  const url = httpUrl.replace(/^http:/, 'ws:');
  if (new URL(url).hostname !== '127.0.0.1') throw new Error(`The benchmark only talks to 127.0.0.1, not ${url}`);
  const clients: Client[] = [];
  const pool: SubscriberPool = {
    clients,
    dispose: async () => {
      await Promise.all(clients.map((c) => c.dispose()));
    },
  };
  const deadline = Date.now() + timeoutMs;
  try {
    for (let i = 0; i < count; i += BATCH) {
      const batch = Array.from({ length: Math.min(BATCH, count - i) }, () => connectOne(url, deadline - Date.now()));
      clients.push(...(await Promise.all(batch)));
    }
  } catch (error) {
    await pool.dispose();
    throw error;
  }
  return pool;
}

function connectOne(url: string, timeoutMs: number): Promise<Client> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(
      () => {
        void client.dispose();
        reject(new Error(`A subscriber did not connect within the time left (${Math.round(timeoutMs)} ms)`));
      },
      Math.max(1, timeoutMs),
    );
    // Not lazy: the socket stays open between repeats, so a repeat's clock starts on live sockets.
    const client = createClient({
      url,
      webSocketImpl: WebSocket,
      lazy: false,
      retryAttempts: 0,
      on: {
        connected: () => {
          clearTimeout(timer);
          resolve(client);
        },
        closed: (event) => {
          clearTimeout(timer);
          reject(new Error(`A subscriber's socket closed: ${JSON.stringify(event)}`));
        },
      },
    });
  });
}
