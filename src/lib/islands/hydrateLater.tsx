import { Suspense, useRef, type ReactNode } from "react";

// Hydration in parts. Preact hydrates an island's root in one task; on a slow phone a large island (the SEO
// estimator: its keyword table, its CSV import, its results) makes that task long. A part wrapped in HydrateLater
// is left as its prerendered HTML while the rest of the root hydrates, then hydrated in a task of its own, one part
// after another. It suspends while it waits, and Preact keeps the DOM of a part suspended during hydration as it is
// and takes it up again when the part resumes: nothing is drawn twice, nothing moves, nothing typed is lost (and
// the tools' fields stay disabled until their island is ready). A part must render one element. Everywhere else
// (the build's prerendering, the unit tests, any render after hydration) HydrateLater is its children.

/** The parts waiting while a root hydrates; null when no root is hydrating. */
let waiting: Array<Promise<void>> | null = null;

/**
 * Runs a root's hydration; HydrateLater parts inside it wait for a task of their own. Resolves once every part
 * has been hydrated too.
 */
export async function whileHydrating(hydrate: () => void): Promise<void> {
  const parts: Array<Promise<void>> = [];
  waiting = parts;
  try {
    hydrate();
  } finally {
    waiting = null;
  }
  await Promise.all(parts);
  // Each part's resumed render is queued once its task has come: one more task, and it has run.
  if (parts.length > 0) await nextTask();
}

/** The next task: scheduler.yield where the browser has it. */
export const nextTask = (): Promise<void> => {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  return scheduler?.yield ? scheduler.yield() : new Promise((resolve) => setTimeout(resolve, 0));
};

/** The task of the part suspended last: each part suspended while a root hydrates resumes a task after it. */
let queue: Promise<void> = Promise.resolve();

function Part({ children }: { children: ReactNode }) {
  // The task this part waits for, and whether it has come. Preact keeps a suspended part's state, and its DOM as
  // it was, until the part renders without suspending: the render after its task hydrates it.
  const ticket = useRef<Promise<void> | null>(null);
  const due = useRef(false);
  if (waiting && !ticket.current) {
    ticket.current = queue = queue.then(nextTask).then(() => {
      due.current = true;
    });
    waiting.push(ticket.current);
  }
  // Suspended again if the root renders once more before the task comes (an effect's state, in the same task).
  if (ticket.current && !due.current) throw ticket.current;
  return <>{children}</>;
}

/** Hydrates its one element in a task after the rest of its island's root. */
export function HydrateLater({ children }: { children: ReactNode }) {
  // Prerendered as its children alone: React's Suspense would add comments to the HTML for nothing.
  if (typeof window === "undefined") return <>{children}</>;
  return (
    <Suspense fallback={null}>
      <Part>{children}</Part>
    </Suspense>
  );
}
