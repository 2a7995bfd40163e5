// The lesson player's lazy part for adaptive streaming (docs/adr/0423): loaded with import() only when
// a lesson has HLS renditions and the browser cannot play HLS itself (Safari can). Never on a first load.
import Hls from 'hls.js';

/** Plays `url` through hls.js; calls `fallback` when it cannot (then the MP4 plays as it is). */
export function attachHls(video: HTMLVideoElement, url: string, fallback: () => void): { destroy(): void } {
  if (!Hls.isSupported()) {
    fallback();
    return { destroy() {} };
  }
  const hls = new Hls({ capLevelToPlayerSize: true });
  hls.on(Hls.Events.ERROR, (_event, data) => {
    if (!data.fatal) return;
    hls.destroy();
    fallback();
  });
  hls.loadSource(url);
  hls.attachMedia(video);
  return { destroy: () => hls.destroy() };
}
