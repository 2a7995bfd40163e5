import { getTranslations } from 'next-intl/server';
import { embedPath } from '@/lib/custom-html/frame';
import type { TCustomHtmlFrame } from '@/lib/custom-html/schemas';
import { CustomHtmlBlock } from './custom-html-block';

// The custom HTML blocks of a student page, in order of creation, below the page's own content.
export async function CustomHtmlBlocks({ frames }: { frames: TCustomHtmlFrame[] }) {
  if (frames.length === 0) return null;
  const t = await getTranslations('customHtml');
  return (
    <section
      data-testid="custom-html-blocks"
      className="mx-auto flex w-full max-w-screen-2xl flex-col gap-4 px-4 py-6 md:px-8"
    >
      {frames.map((f) => (
        <CustomHtmlBlock
          key={f.id}
          src={embedPath(f.id)}
          title={t('frameTitle', { title: f.title })}
          testId={`custom-html-frame-${f.id}`}
        />
      ))}
    </section>
  );
}
