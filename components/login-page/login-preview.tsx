'use client';

import { useEffect, useRef, useState } from 'react';
import { useTranslations } from 'next-intl';
import { LoginScreen, type LoginDevice } from '@/components/auth/login-screen';
import type { LoginPageData } from '@/lib/auth/login-view';
import { cn } from '@/lib/client/cn';

// The live preview: the real /login component (components/auth/login-screen.tsx) rendered at a
// desktop (1280x720) or phone (390x844) size and scaled down into the panel, inert (no focus, no
// clicks), so what the admin sees is what visitors get.

const FRAMES = {
  desktop: { width: 1280, height: 720 },
  mobile: { width: 390, height: 844 },
} as const;

/** Height of the preview box in the panel (px); the mobile frame is scaled to fit it. */
const MOBILE_BOX_HEIGHT = 300;

export function LoginPreview({ data }: { data: LoginPageData }) {
  const t = useTranslations('loginPage.panel');
  const [device, setDevice] = useState<Exclude<LoginDevice, 'auto'>>('desktop');
  const box = useRef<HTMLDivElement>(null);
  const [boxWidth, setBoxWidth] = useState(400);

  useEffect(() => {
    const el = box.current;
    if (!el) return;
    const measure = () => setBoxWidth(el.clientWidth || 400);
    measure();
    const ro = new ResizeObserver(measure);
    ro.observe(el);
    return () => ro.disconnect();
  }, []);

  const frame = FRAMES[device];
  const scale = device === 'desktop' ? boxWidth / frame.width : MOBILE_BOX_HEIGHT / frame.height;
  const height = device === 'desktop' ? frame.height * scale : MOBILE_BOX_HEIGHT;

  return (
    <section aria-label={t('previewLabel')} className="flex flex-col gap-2" data-testid="login-preview">
      <div className="flex items-center justify-between gap-2">
        <h3 className="text-sm font-semibold tracking-wide uppercase opacity-80">{t('preview')}</h3>
        <div role="group" aria-label={t('preview')} className="flex gap-1">
          {(['desktop', 'mobile'] as const).map((d) => (
            <button
              key={d}
              type="button"
              aria-pressed={device === d}
              onClick={() => setDevice(d)}
              className={cn(
                'rounded-md px-2 py-1 text-xs font-medium focus-visible:outline-2 focus-visible:outline-primary',
                device === d ? 'bg-white/20' : 'opacity-70 hover:bg-white/10',
              )}
              data-testid={`login-preview-${d}`}
            >
              {d === 'desktop' ? t('previewDesktop') : t('previewMobile')}
            </button>
          ))}
        </div>
      </div>
      <div
        ref={box}
        className="relative w-full overflow-hidden rounded-md border border-white/15 bg-black"
        style={{ height }}
      >
        <div
          inert
          aria-hidden
          className="absolute top-0 origin-top-left"
          style={{
            width: frame.width,
            height: frame.height,
            transform: `scale(${scale})`,
            left: device === 'desktop' ? 0 : Math.max(0, (boxWidth - frame.width * scale) / 2),
          }}
          data-testid="login-preview-frame"
          data-device={device}
        >
          <LoginScreen
            data={data}
            next={null}
            magicLinkError={false}
            device={device}
            testId="login-preview-page"
          />
        </div>
      </div>
    </section>
  );
}
