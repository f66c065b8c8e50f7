// The model behind Ask Qamar: any OpenAI-compatible chat endpoint (a local model server, say), spoken to with the
// `openai` library's streaming chat completions. Made once at start-up (app-deps.ts); null when the operator has not
// configured one, and then the helper does not exist (decision 034-q).
import OpenAI from 'openai';
import type { Env } from '#server/env';

export type ChatMessage = { role: 'system' | 'user' | 'assistant'; content: string };

export type HelperModel = {
  /** The reply's text as it streams, piece by piece; ends when the model stops, throws when the endpoint fails. */
  stream: (messages: ChatMessage[], signal: AbortSignal) => AsyncIterable<string>;
  /** The longest one reply may take (TUTOR_LLM_TIMEOUT_MS). */
  timeoutMs: number;
};

/** Replies are for children: a few short sentences at most. */
const MAX_REPLY_TOKENS = 160;

export function createHelperModel(env: Env): HelperModel | null {
  if (!env.TUTOR_LLM_BASE_URL || !env.TUTOR_LLM_MODEL) return null;
  const model = env.TUTOR_LLM_MODEL;
  const client = new OpenAI({
    baseURL: env.TUTOR_LLM_BASE_URL,
    // A local server wants no key; the library wants one to send, so it gets a word that opens nothing.
    apiKey: env.TUTOR_LLM_API_KEY ?? 'no-key',
    // Everything explicit, so the library reads none of its own environment variables (env.ts is the only reader).
    organization: null,
    project: null,
    webhookSecret: null,
    // A child waits for the answer: one try, bounded by the reply's own deadline.
    maxRetries: 0,
    timeout: env.TUTOR_LLM_TIMEOUT_MS,
  });
  return {
    timeoutMs: env.TUTOR_LLM_TIMEOUT_MS,
    async *stream(messages, signal) {
      const chunks = await client.chat.completions.create(
        { model, messages, stream: true, max_tokens: MAX_REPLY_TOKENS, temperature: 0.3 },
        { signal },
      );
      for await (const chunk of chunks) {
        const piece = chunk.choices[0]?.delta?.content;
        if (piece) yield piece;
      }
    },
  };
}

declare module '#server/http/app-env' {
  interface AppDeps {
    /** Ask Qamar's model, or null when no endpoint is configured (the helper then does not exist). */
    tutorHelperModel: HelperModel | null;
  }
}
