// Turns a video page address (YouTube, Vimeo) into the address of its embeddable player; any other
// https address is taken as a player already (lessons of type embed, lives). Client-importable.
import { isSafeHttpUrl } from '@/lib/validation/url';

const YOUTUBE_ID = /^[A-Za-z0-9_-]{6,20}$/;

/** The player URL for an iframe, or null when the address is not a safe https link. */
export function toEmbedUrl(raw: string | null | undefined): string | null {
  if (!raw || !isSafeHttpUrl(raw)) return null;
  const url = new URL(raw);
  if (url.protocol !== 'https:') return null;
  const host = url.hostname.replace(/^(www\.|m\.)/, '');
  let id: string | null = null;
  if (host === 'youtu.be') id = url.pathname.slice(1).split('/')[0] ?? null;
  else if (host === 'youtube.com' || host === 'youtube-nocookie.com') {
    if (url.pathname === '/watch') id = url.searchParams.get('v');
    else {
      const m = url.pathname.match(/^\/(?:embed|shorts|live)\/([^/]+)/);
      id = m?.[1] ?? null;
    }
  }
  if (id !== null) return YOUTUBE_ID.test(id) ? `https://www.youtube-nocookie.com/embed/${id}` : null;
  if (host === 'vimeo.com') {
    const m = url.pathname.match(/^\/(\d+)/);
    return m ? `https://player.vimeo.com/video/${m[1]}` : null;
  }
  return url.toString();
}

/** The iframe sandbox for third-party players: scripts and their own origin, nothing of ours. */
export const PLAYER_SANDBOX = 'allow-scripts allow-same-origin allow-presentation allow-popups';
export const PLAYER_ALLOW = 'autoplay; encrypted-media; fullscreen; picture-in-picture';

export type VideoProvider = 'youtube' | 'vimeo' | 'panda';

// Panda Video's players live on per-library hosts: player-vz-<library>.tv.pandavideo.com(.br)/embed/?v=<id>
const PANDA_HOST = /^player-vz-[a-z0-9-]{3,60}\.tv\.pandavideo\.com(?:\.br)?$/;
const PANDA_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * A lesson's video address, from the three allowed hosts only (issue 46): YouTube, Vimeo, Panda Video.
 * The embeddable player address, or null for anything else (another host, http, a page of theirs that
 * is not a video).
 */
export function parseVideoUrl(raw: string): { provider: VideoProvider; embedUrl: string } | null {
  const value = raw.trim();
  if (!isSafeHttpUrl(value)) return null;
  const url = new URL(value);
  if (url.protocol !== 'https:') return null;
  const host = url.hostname.toLowerCase().replace(/^(www\.|m\.)/, '');
  if (['youtu.be', 'youtube.com', 'youtube-nocookie.com'].includes(host)) {
    const embedUrl = toEmbedUrl(value);
    return embedUrl?.startsWith('https://www.youtube-nocookie.com/embed/')
      ? { provider: 'youtube', embedUrl }
      : null;
  }
  if (host === 'vimeo.com') {
    const embedUrl = toEmbedUrl(value);
    return embedUrl?.startsWith('https://player.vimeo.com/video/') ? { provider: 'vimeo', embedUrl } : null;
  }
  if (host === 'player.vimeo.com') {
    const m = url.pathname.match(/^\/video\/(\d+)\/?$/);
    return m ? { provider: 'vimeo', embedUrl: `https://player.vimeo.com/video/${m[1]}` } : null;
  }
  if (PANDA_HOST.test(host)) {
    const id = url.searchParams.get('v');
    if (!/^\/embed\/?$/.test(url.pathname) || !id || !PANDA_ID.test(id)) return null;
    return { provider: 'panda', embedUrl: `https://${host}/embed/?v=${id.toLowerCase()}` };
  }
  return null;
}
