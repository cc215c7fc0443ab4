// A markdown worker (bundled by bin/build.mjs into dist/markdown-worker.cjs, started by
// markdown-workers.ts): renders the docs pages it is sent with the same renderer as the main
// thread (doc-markdown.ts) and posts back their results, in order, one message per batch.
import { parentPort, workerData } from 'node:worker_threads';
import { docMarkdownRenderer } from './doc-markdown.js';
import { relocatorOf } from './reference/spec-anchors.js';
import { outcomeOf, type MarkdownBatch, type MarkdownBatchDone, type MarkdownWorkerData } from './markdown-workers.js';

const port = parentPort;
if (!port) throw new Error('markdown-worker-entry runs as a worker thread only');
const data = workerData as MarkdownWorkerData;
const render = docMarkdownRenderer(data.context, data.relocations ? relocatorOf(data.relocations) : (href) => href);
port.on('message', (batch: MarkdownBatch) => {
  const done: MarkdownBatchDone = { id: batch.id, outcomes: batch.pages.map((page) => outcomeOf(() => render(page))) };
  port.postMessage(done);
});
port.postMessage('ready');
