import 'server-only';
import { spawnSync } from 'node:child_process';

// Whether this machine can make HLS renditions (Debian's ffmpeg package brings ffprobe too). Asked once
// per process; without it uploads play as the file they are (docs/deploy.md).
let available: boolean | undefined;

export function ffmpegAvailable(): boolean {
  if (available === undefined) {
    const probe = (bin: string) =>
      spawnSync(bin, ['-version'], { stdio: 'ignore', timeout: 5000 }).status === 0;
    available = probe('ffmpeg') && probe('ffprobe');
  }
  return available;
}

/** Tests pretend the machine has no ffmpeg (false), or go back to asking it (null). */
export function setFfmpegForTests(value: boolean | null) {
  available = value ?? undefined;
}
