'use client';

import { useEffect, useRef, useState } from 'react';
import { CUSTOM_HTML_MAX_HEIGHT, CUSTOM_HTML_SANDBOX } from '@/lib/custom-html/frame';

// One custom HTML block: its document from its own URL in a frame sandboxed with allow-scripts and
// allow-forms only (no same-origin, popups or top navigation; docs/decisions.md 100, 108). The frame is as tall as its
// content: the embedded document posts its height as a bare number, and only numbers coming from this
// frame's own window are taken, clamped to a sane maximum.

/** Any message from the parent makes the embedded document post its height again. */
const askHeight = (frame: HTMLIFrameElement | null) => frame?.contentWindow?.postMessage('height', '*');

export function CustomHtmlFrame({
  src,
  name,
  title,
  testId,
}: {
  /** the embed URL; absent when a form posts into the frame by its name (the preview) */
  src?: string;
  name?: string;
  title: string;
  testId: string;
}) {
  const ref = useRef<HTMLIFrameElement>(null);
  const [height, setHeight] = useState(0);

  useEffect(() => {
    const onMessage = (e: MessageEvent) => {
      if (!ref.current || e.source !== ref.current.contentWindow) return;
      if (typeof e.data !== 'number' || !Number.isFinite(e.data)) return;
      setHeight(Math.min(Math.max(0, Math.ceil(e.data)), CUSTOM_HTML_MAX_HEIGHT));
    };
    window.addEventListener('message', onMessage);
    // The frame may have loaded (and posted) before this page hydrated: ask it again.
    askHeight(ref.current);
    return () => window.removeEventListener('message', onMessage);
  }, []);

  return (
    <iframe
      ref={ref}
      src={src}
      name={name}
      title={title}
      sandbox={CUSTOM_HTML_SANDBOX}
      allow="autoplay; encrypted-media; fullscreen; picture-in-picture"
      onLoad={(e) => askHeight(e.currentTarget)}
      data-testid={testId}
      data-height={height}
      style={{ height }}
      className="block w-full border-0 bg-transparent"
    />
  );
}
