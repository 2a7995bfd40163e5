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
