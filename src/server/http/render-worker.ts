// The build's render module (dist/ssr/prerender.js, built from src/web/prerender.tsx) run in a worker thread, for the
// pages the server draws per request (the child feed, decision 027; the landing page, decision 028). In a thread of
// its own the render costs the server's event loop nothing, and the module's state (its i18n instance, the cookies a
// render reads) is not the server's. Started on the first render, again after a rebuild (the module file changed), never when there is no
// module (an unbuilt checkout, the API tests): the caller then sends the page without a rendering.
import fs from 'node:fs';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { ChildFeedBoot } from '#shared/child-mode';
import type { Locale } from '#shared/locales';
import type { ConsentVariant } from '#shared/prerendered-pages';
import type { HomeBoot } from '#shared/site.schema';

/** The worker's program (CommonJS, evaluated): loads the module, answers each request with its id. */
const WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const loaded = import(workerData.url);
parentPort.on('message', async ({ id, fn, args }) => {
  try {
    const module = await loaded;
    if (typeof module[fn] !== 'function') throw new Error('the render module has no ' + fn);
    parentPort.postMessage({ id, html: await module[fn](...args) });
  } catch (error) {
    parentPort.postMessage({ id, error: String((error && error.stack) || error) });
  }
});
`;

type Answer = { id: number; html?: unknown; error?: string };
type Pending = {
  worker: Worker;
  resolve: (html: string) => void;
  reject: (error: Error) => void;
  timer: NodeJS.Timeout;
};

/** A render is given this long (the first one loads the module, ~0.2 s); then the page goes without it. */
const RENDER_TIMEOUT_MS = 3_000;

export function createRenderWorker(modulePath: string, timeoutMs = RENDER_TIMEOUT_MS) {
  let current: { mtimeMs: number; worker: Worker } | undefined;
  const pending = new Map<number, Pending>();
  let nextId = 0;

  /** Rejects what `worker` (every worker, without one) was still rendering. */
  const failAll = (error: Error, worker?: Worker) => {
    for (const [id, request] of pending) {
      if (worker && request.worker !== worker) continue;
      clearTimeout(request.timer);
      pending.delete(id);
      request.reject(error);
    }
  };

  const workerFor = (): Worker | null => {
    if (!fs.existsSync(modulePath)) return null;
    const { mtimeMs } = fs.statSync(modulePath);
    if (current?.mtimeMs === mtimeMs) return current.worker;
    void current?.worker.terminate();
    // The file's time in the URL: after a rebuild the new module is loaded, not the one cached under the old URL.
    const worker = new Worker(WORKER_SOURCE, {
      eval: true,
      // Not the server's flags (a profiler's, a test runner's loader): the module is plain JavaScript.
      execArgv: [],
      workerData: { url: `${pathToFileURL(modulePath).href}?v=${mtimeMs}` },
    });
    // Idle, it keeps nothing alive: the server (or a test) ends without closing it.
    worker.unref();
    worker.on('message', (answer: Answer) => {
      const request = pending.get(answer.id);
      if (!request) return; // answered after its time was up
      pending.delete(answer.id);
      clearTimeout(request.timer);
      if (typeof answer.html === 'string') request.resolve(answer.html);
      else request.reject(new Error(answer.error ?? 'the render module answered nothing'));
    });
    // Only this worker's requests: one replaced after a rebuild exits while the new one renders.
    const gone = (error: Error) => {
      if (current?.worker === worker) current = undefined;
      failAll(error, worker);
    };
    worker.on('error', gone);
    worker.on('exit', (code) => gone(new Error(`the render worker exited (${code})`)));
    current = { mtimeMs, worker };
    return worker;
  };

  /** `fn` of the render module called with `args` in the worker; null without a module. */
  const render = (fn: 'renderChildFeed' | 'renderHome', args: unknown[]): Promise<string | null> => {
    const worker = workerFor();
    if (!worker) return Promise.resolve(null);
    const id = nextId++;
    return new Promise<string>((resolve, reject) => {
      const timer = setTimeout(() => {
        pending.delete(id);
        reject(new Error(`the render took more than ${timeoutMs} ms`));
      }, timeoutMs);
      timer.unref();
      pending.set(id, { worker, resolve, reject, timer });
      worker.postMessage({ id, fn, args });
    });
  };

  return {
    /** The child feed drawn for `boot` in `locale`; null without a render module; rejects on failure or timeout. */
    renderChildFeed(locale: Locale, boot: ChildFeedBoot): Promise<string | null> {
      return render('renderChildFeed', [locale, boot]);
    },
    /** "/" drawn with `boot` in `locale`, with the cookie banner or not (`variant`); as renderChildFeed. */
    renderHome(locale: Locale, variant: ConsentVariant, boot: HomeBoot): Promise<string | null> {
      return render('renderHome', [locale, variant, boot]);
    },
    /** Stops the worker (tests). */
    async close(): Promise<void> {
      const worker = current?.worker;
      current = undefined;
      failAll(new Error('the render worker was closed'));
      await worker?.terminate();
    },
  };
}
