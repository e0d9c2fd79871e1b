import { beforeEach, describe, expect, it, vi } from 'vitest';

const store = vi.hoisted(() => ({
  getExport: vi.fn(),
  recordDone: vi.fn(async () => true),
  finishExport: vi.fn(async () => true),
}));
const build = vi.hoisted(() => ({ buildPart: vi.fn(async () => {}), assemble: vi.fn(async () => {}) }));
const notify = vi.hoisted(() => ({ notifyUsers: vi.fn(async () => []) }));
const queue = vi.hoisted(() => ({ enqueue: vi.fn(async () => {}) }));

vi.mock('./store', () => store);
vi.mock('./build', () => build);
vi.mock('../platform/notifications/notify', () => notify);
vi.mock('../platform/adapters/queue', () => queue);

const { runExportStep } = await import('./run-export');
const { NotFound } = await import('../platform/errors');

const exported = {
  firmId: 'f1',
  exportId: 'e1',
  created_by: 'u1',
  kind: 'zip',
  status: 'running',
  questionnaire_ids: ['q1', 'q2'],
  file_name: 'Questionnaires (2) 01-02-2026.zip',
  done: 0,
  total: 2,
};
const job = (receiveCount: number) => ({ name: 'export-questionnaires-step', messageId: 'm', receiveCount });

beforeEach(() => {
  vi.clearAllMocks();
  store.getExport.mockResolvedValue({ ...exported });
});

describe('running an export on the queue (QD §7, §8)', () => {
  it('each step makes its questionnaire’s part and queues the next; the last zips, marks it ready and notifies once', async () => {
    await runExportStep({ firmId: 'f1', exportId: 'e1', step: 0 }, job(1));
    expect(build.buildPart).toHaveBeenCalledWith(expect.objectContaining({ exportId: 'e1' }), 0);
    expect(store.recordDone).toHaveBeenCalledWith('f1', 'e1', 1);
    expect(queue.enqueue).toHaveBeenCalledWith(expect.anything(), { firmId: 'f1', exportId: 'e1', step: 1 });

    await runExportStep({ firmId: 'f1', exportId: 'e1', step: 2 }, job(1));
    expect(build.assemble).toHaveBeenCalled();
    expect(store.finishExport).toHaveBeenCalledWith('f1', 'e1', { status: 'ready', done: 2 });
    expect(notify.notifyUsers).toHaveBeenCalledWith('f1', ['u1'], {
      text: `Your export “${exported.file_name}” is ready for download`,
      link: '/export-downloads/e1',
      type: 1,
    });
  });

  it('a repeated step past the progress does not make its part again, and a finished export is left alone', async () => {
    store.getExport.mockResolvedValue({ ...exported, done: 1 });
    await runExportStep({ firmId: 'f1', exportId: 'e1', step: 0 }, job(2));
    expect(build.buildPart).not.toHaveBeenCalled();
    store.getExport.mockResolvedValue({ ...exported, status: 'ready' });
    await runExportStep({ firmId: 'f1', exportId: 'e1', step: 2 }, job(1));
    expect(build.assemble).not.toHaveBeenCalled();
    expect(notify.notifyUsers).not.toHaveBeenCalled();
  });

  it('an expected failure marks the export failed and says why in a notification', async () => {
    build.buildPart.mockRejectedValueOnce(new NotFound('file', 'The file W-2.pdf was not found'));
    await runExportStep({ firmId: 'f1', exportId: 'e1', step: 0 }, job(1));
    expect(store.finishExport).toHaveBeenCalledWith('f1', 'e1', {
      status: 'failed',
      error: 'The file W-2.pdf was not found',
    });
    expect(notify.notifyUsers).toHaveBeenCalledWith('f1', ['u1'], {
      text: `Your export “${exported.file_name}” failed: The file W-2.pdf was not found`,
      link: null,
      type: 1,
    });
    expect(queue.enqueue).not.toHaveBeenCalled();
  });

  it('an unexpected failure is retried, and on the last attempt the export fails with the spec’s words', async () => {
    build.buildPart.mockRejectedValue(new Error('socket hang up'));
    await expect(runExportStep({ firmId: 'f1', exportId: 'e1', step: 0 }, job(1))).rejects.toThrow('socket hang up');
    expect(store.finishExport).not.toHaveBeenCalled();
    await runExportStep({ firmId: 'f1', exportId: 'e1', step: 0 }, job(3));
    expect(store.finishExport).toHaveBeenCalledWith('f1', 'e1', {
      status: 'failed',
      error: 'Failed to export questionnaire',
    });
  });
});
