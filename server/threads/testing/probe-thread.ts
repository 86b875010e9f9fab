// A thread for the pool's own tests: answers its thread id after `ms`, or throws what it is told.
import { threadId } from 'node:worker_threads';
import { ApiError } from '../../http/errors';
import { serveThread } from '../serve-thread';

export interface ProbeTask {
  ms: number;
  fail?: 'api' | 'plain';
}

serveThread<ProbeTask, number>(async ({ ms, fail }) => {
  await new Promise((resolve) => setTimeout(resolve, ms));
  if (fail === 'api') throw new ApiError(422, 'This image looks damaged.', 'damaged_image');
  if (fail === 'plain') throw new Error('Something broke.');
  return threadId;
});
