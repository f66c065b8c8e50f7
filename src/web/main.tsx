// Entry point. The app's modules are evaluated in two tasks, React DOM first, then the rest (start.tsx): evaluating
// all of them at once was one long task of the main thread on a phone (about 200 ms at Lighthouse's 4× slowdown),
// counted in the blocking time of a page that is already painted (decision 024 addendum). Their files are requested
// together, before either runs (the server preloads the entry's dynamic imports too: http/html-preloads.ts).
import './styles.css';

async function boot(): Promise<void> {
  await import('react-dom/client');
  await new Promise((resolve) => setTimeout(resolve, 0));
  await import('./start');
}

void boot();
