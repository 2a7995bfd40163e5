import 'server-only';
import { spawn } from 'node:child_process';
import { mkdir, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { log } from '@/lib/server/log';
import { getStorage } from '@/lib/server/storage';
import { videoKey } from '@/lib/server/storage/keys';
import { forTenant } from '@/lib/server/tenancy/scoped-db';

// The HLS job (docs/adr/0422): 360p always, 720p and 1080p when the source is that tall, 6-second
// segments, a master playlist and a poster frame; duration from ffprobe. Percent is written as each
// rendition advances so the editor's 'Processando vídeo… N%' moves.

export const RENDITIONS = [
  { height: 360, videoKbps: 800, audioKbps: 96 },
  { height: 720, videoKbps: 2800, audioKbps: 128 },
  { height: 1080, videoKbps: 5000, audioKbps: 160 },
] as const;

interface Probe {
  duration: number;
  width: number;
  height: number;
  hasAudio: boolean;
}

function run(bin: string, args: string[], onLine?: (line: string) => void): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(bin, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    let err = '';
    let pending = '';
    child.stdout.on('data', (d: Buffer) => {
      const s = d.toString();
      out += s;
      if (!onLine) return;
      pending += s;
      const lines = pending.split('\n');
      pending = lines.pop() ?? '';
      lines.forEach(onLine);
    });
    child.stderr.on('data', (d: Buffer) => {
      err = (err + d.toString()).slice(-4000);
    });
    child.on('error', reject);
    child.on('close', (code) =>
      code === 0 ? resolve(out) : reject(new Error(`${bin} exited ${code}: ${err.slice(-500)}`)),
    );
  });
}

export async function probe(file: string): Promise<Probe> {
  const json = JSON.parse(
    await run('ffprobe', ['-v', 'error', '-print_format', 'json', '-show_format', '-show_streams', file]),
  ) as {
    format?: { duration?: string };
    streams?: { codec_type?: string; width?: number; height?: number; duration?: string }[];
  };
  const video = json.streams?.find((s) => s.codec_type === 'video');
  if (!video?.width || !video.height) throw new Error('no video stream');
  return {
    duration: Number(json.format?.duration ?? video.duration ?? 0) || 0,
    width: video.width,
    height: video.height,
    hasAudio: !!json.streams?.some((s) => s.codec_type === 'audio'),
  };
}

/** The renditions a source of this height gets: never upscaled past the next step. */
export const renditionsFor = (height: number) => RENDITIONS.filter((r, i) => i === 0 || height >= r.height);

const CONTENT_TYPES: Record<string, string> = {
  m3u8: 'application/vnd.apple.mpegurl',
  ts: 'video/mp2t',
  jpg: 'image/jpeg',
};

export async function processVideo(data: { tenantId: string; assetId: string }): Promise<void> {
  const db = forTenant(data.tenantId);
  const row = await db.videoAsset.findUnique({ where: { id: data.assetId } });
  if (!row || row.status !== 'processing') return;
  const work = await mkdtemp(path.join(os.tmpdir(), 'praca-video-'));
  let lastWrite = 0;
  const setPercent = async (percent: number) => {
    const now = Date.now();
    if (now - lastWrite < 1000) return;
    lastWrite = now;
    await db.videoAsset.updateMany({
      where: { id: row.id, status: 'processing' },
      data: { percent: Math.min(99, Math.max(0, Math.floor(percent))) },
    });
  };
  try {
    const storage = getStorage();
    const source = path.join(work, `source${path.extname(row.key)}`);
    if (!(await storage.objects.downloadTo(row.key, source))) throw new Error('source missing');
    const info = await probe(source);
    const chosen = renditionsFor(info.height);
    const out = path.join(work, 'hls');
    for (const [i, r] of chosen.entries()) {
      const dir = path.join(out, `${r.height}p`);
      await mkdir(dir, { recursive: true });
      const args = [
        '-hide_banner',
        '-nostats',
        '-y',
        '-i',
        source,
        '-map',
        '0:v:0',
        ...(info.hasAudio ? ['-map', '0:a:0'] : []),
        '-vf',
        `scale=-2:${r.height}`,
        '-c:v',
        'libx264',
        '-preset',
        'veryfast',
        '-profile:v',
        'main',
        '-pix_fmt',
        'yuv420p',
        '-b:v',
        `${r.videoKbps}k`,
        '-maxrate',
        `${Math.round(r.videoKbps * 1.2)}k`,
        '-bufsize',
        `${r.videoKbps * 2}k`,
        // a key frame every 2 s so 6-second segments cut cleanly and renditions switch in step
        '-g',
        '48',
        '-keyint_min',
        '48',
        '-sc_threshold',
        '0',
        '-force_key_frames',
        'expr:gte(t,n_forced*2)',
        ...(info.hasAudio ? ['-c:a', 'aac', '-b:a', `${r.audioKbps}k`, '-ac', '2'] : []),
        '-f',
        'hls',
        '-hls_time',
        '6',
        '-hls_playlist_type',
        'vod',
        '-hls_segment_filename',
        path.join(dir, 'seg_%05d.ts'),
        '-progress',
        'pipe:1',
        path.join(dir, 'index.m3u8'),
      ];
      await run('ffmpeg', args, (line) => {
        const m = /^out_time_us=(\d+)/.exec(line);
        if (m && info.duration > 0) {
          const frac = Math.min(1, Number(m[1]) / 1e6 / info.duration);
          void setPercent(((i + frac) / chosen.length) * 95).catch(() => {});
        }
      });
    }
    const master = ['#EXTM3U', '#EXT-X-VERSION:3'];
    for (const r of chosen) {
      const width = Math.round((info.width * r.height) / info.height / 2) * 2;
      const bandwidth = (r.videoKbps + (info.hasAudio ? r.audioKbps : 0)) * 1000;
      master.push(
        `#EXT-X-STREAM-INF:BANDWIDTH=${bandwidth},RESOLUTION=${width}x${r.height}`,
        `${r.height}p/index.m3u8`,
      );
    }
    await writeFile(path.join(out, 'master.m3u8'), master.join('\n') + '\n');
    const poster = path.join(work, 'poster.jpg');
    await run('ffmpeg', [
      '-hide_banner',
      '-y',
      '-ss',
      String(Math.min(1, info.duration / 2)),
      '-i',
      source,
      '-frames:v',
      '1',
      '-vf',
      `scale=-2:${Math.min(720, info.height)}`,
      poster,
    ]);

    // the files, renditions first, the master playlist last: a player never finds it before its parts
    const files = (await readdir(out, { recursive: true, withFileTypes: true }))
      .filter((e) => e.isFile())
      .map((e) => path.relative(out, path.join(e.parentPath, e.name)))
      .sort((a, b) => Number(a === 'master.m3u8') - Number(b === 'master.m3u8'));
    for (const f of files) {
      const name = `hls/${f.split(path.sep).join('/')}`;
      await storage.objects.putFile(
        videoKey(data.tenantId, row.id, name),
        path.join(out, f),
        CONTENT_TYPES[f.split('.').pop()!]!,
      );
    }
    const posterKey = videoKey(data.tenantId, row.id, 'poster.jpg');
    await storage.objects.putFile(posterKey, poster, 'image/jpeg');
    const duration = Math.round(info.duration);
    await db.videoAsset.updateMany({
      where: { id: row.id, status: 'processing' },
      data: {
        status: 'ready',
        percent: 100,
        durationSeconds: duration,
        hlsKey: videoKey(data.tenantId, row.id, 'hls/master.m3u8'),
        posterKey,
        error: null,
      },
    });
    // a lesson showing this video without a duration of its own gets the file's
    await db.lesson.updateMany({
      where: { mediaUrl: `asset:${row.id}`, durationSeconds: 0 },
      data: { durationSeconds: duration },
    });
  } catch (err) {
    log('error', 'video processing failed', { assetId: row.id, error: String(err).slice(0, 500) });
    await db.videoAsset.updateMany({
      where: { id: row.id, status: 'processing' },
      data: { status: 'failed', error: 'video.processingFailed' },
    });
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}
