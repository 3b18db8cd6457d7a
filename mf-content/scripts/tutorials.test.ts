/** @jest-environment node */
// The video tutorials' captions (.vtt) and transcripts (.md) are written by make-tutorial-videos.mjs
// from tutorials.json: a tutorial edited by hand, or a description changed without running the
// script, would let a transcript disagree with its video.
import { spawnSync } from 'node:child_process';
import path from 'node:path';

const script = path.join(__dirname, 'make-tutorial-videos.mjs');

describe('video tutorials', () => {
  it('have the captions and transcripts their description gives', () => {
    const run = spawnSync(process.execPath, [script, '--check'], { encoding: 'utf8' });
    expect(run.stderr).toBe('');
    expect(run.status).toBe(0);
  });
});
