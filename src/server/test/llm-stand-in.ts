// A local stand-in for an OpenAI-compatible chat endpoint (what a local model server speaks): POST
// /v1/chat/completions answered as Server-Sent Events of `chat.completion.chunk`s ending with `data: [DONE]`, the
// protocol Ask Qamar's client (the `openai` library) reads. Tests choose its behaviour per request: a well-behaved
// tutor, or one that misbehaves (gives the answer at once, says something unsafe, streams slowly, fails), and read
// every conversation it was sent.
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export type StandInMessage = { role: string; content: string };

/** What the stand-in does with one request: the reply's pieces (sent `delayMs` apart), or an HTTP error. */
export type StandInScript =
  | { pieces: string[]; delayMs?: number; authorization?: (header: string | undefined) => void }
  | { status: number };

/** A reply that helps and gives nothing away, in pieces that split words and sentences. */
export const POLITE_PIECES = [
  'What happens if you start at 3 ',
  'and count on 4 more? ',
  'Try it on your fing',
  'ers!',
];

export type LlmStandIn = {
  /** The base URL to give TUTOR_LLM_BASE_URL. */
  baseUrl: string;
  /** Every conversation received, in order. */
  received: StandInMessage[][];
  /** How the next requests are answered (until changed). */
  script: (messages: StandInMessage[]) => StandInScript;
  close: () => Promise<void>;
};

function chunk(model: string, delta: Record<string, string>, finish: string | null) {
  return {
    id: 'chatcmpl-stand-in',
    object: 'chat.completion.chunk',
    created: Math.floor(Date.now() / 1000),
    model,
    choices: [{ index: 0, delta, finish_reason: finish }],
  };
}

export async function startLlmStandIn(): Promise<LlmStandIn> {
  const standIn: LlmStandIn = {
    baseUrl: '',
    received: [],
    script: () => ({ pieces: POLITE_PIECES }),
    close: async () => {},
  };
  const open = new Set<http.ServerResponse>();
  const server = http.createServer((request, response) => {
    const body: Buffer[] = [];
    request.on('data', (part: Buffer) => body.push(part));
    request.on('end', async () => {
      if (request.method !== 'POST' || request.url !== '/v1/chat/completions') {
        response
          .writeHead(404, { 'content-type': 'application/json' })
          .end('{"error":{"message":"not found"}}');
        return;
      }
      const parsed = JSON.parse(Buffer.concat(body).toString('utf8')) as {
        model: string;
        messages: StandInMessage[];
        stream?: boolean;
      };
      standIn.received.push(parsed.messages);
      const script = standIn.script(parsed.messages);
      if ('status' in script) {
        response
          .writeHead(script.status, { 'content-type': 'application/json' })
          .end(JSON.stringify({ error: { message: 'the stand-in fails on purpose', type: 'server_error' } }));
        return;
      }
      script.authorization?.(request.headers.authorization);
      open.add(response);
      response.on('close', () => open.delete(response));
      response.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
      const send = (data: unknown) => response.write(`data: ${JSON.stringify(data)}\n\n`);
      send(chunk(parsed.model, { role: 'assistant', content: '' }, null));
      for (const piece of script.pieces) {
        if (response.destroyed) return;
        if (script.delayMs) await new Promise((resolve) => setTimeout(resolve, script.delayMs));
        if (response.destroyed) return;
        send(chunk(parsed.model, { content: piece }, null));
      }
      send(chunk(parsed.model, {}, 'stop'));
      response.end('data: [DONE]\n\n');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  standIn.baseUrl = `http://127.0.0.1:${port}/v1`;
  standIn.close = () =>
    new Promise<void>((resolve) => {
      for (const response of open) response.destroy();
      server.close(() => resolve());
    });
  return standIn;
}
