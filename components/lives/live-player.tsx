import { toEmbedUrl, PLAYER_ALLOW, PLAYER_SANDBOX } from '@/lib/course/embed';

/** The live's player: the embed in a sandboxed iframe (scripts of the player's own origin, none of ours). */
export function LivePlayer({ url, title }: { url: string; title: string }) {
  const src = toEmbedUrl(url);
  if (!src) return null;
  return (
    <iframe
      data-testid="live-player"
      title={title}
      src={src}
      sandbox={PLAYER_SANDBOX}
      allow={PLAYER_ALLOW}
      allowFullScreen
      referrerPolicy="strict-origin-when-cross-origin"
      className="aspect-video w-full rounded-lg border-0 bg-black"
    />
  );
}
