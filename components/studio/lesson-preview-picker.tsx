'use client';

import { useEffect, useState } from 'react';
import { useTranslations } from 'next-intl';
import { Eye } from 'lucide-react';
import { fetchSelectableProducts } from '@/lib/client/products-api';
import type { TSelectableProduct } from '@/lib/products/paths';
import { INPUT_CLASS } from './studio-field';

// 'Pré-visualizar como aluno' (docs/adr/0411): pick a product, open the lesson page with `?preview=<id>`
// in a new tab; the server renders it as a member of that product sees it (editors only).

export function LessonPreviewPicker() {
  const t = useTranslations('studioLesson');
  const [products, setProducts] = useState<TSelectableProduct[] | null>(null);
  const [chosen, setChosen] = useState('');

  useEffect(() => {
    let live = true;
    fetchSelectableProducts()
      .then((list) => {
        if (!live) return;
        const active = list.filter((p) => p.status === 'active');
        setProducts(active);
        setChosen((c) => c || active[0]?.id || '');
      })
      .catch(() => live && setProducts([]));
    return () => {
      live = false;
    };
  }, []);

  const href = () => {
    const url = new URL(window.location.href);
    url.search = '';
    url.searchParams.set('preview', chosen);
    return url.pathname + url.search;
  };

  return (
    <section className="flex flex-col gap-2" data-testid="lesson-preview-picker">
      <h3 className="text-sm font-medium">{t('preview')}</h3>
      {products && products.length === 0 ? (
        <p className="text-xs opacity-70">{t('previewNoProducts')}</p>
      ) : (
        <div className="flex flex-wrap items-center gap-2">
          <select
            aria-label={t('previewProduct')}
            className={`${INPUT_CLASS} min-w-0 flex-1`}
            value={chosen}
            disabled={!products}
            onChange={(e) => setChosen(e.target.value)}
            data-testid="lesson-preview-product"
          >
            {(products ?? []).map((p) => (
              <option key={p.id} value={p.id}>
                {p.title}
              </option>
            ))}
          </select>
          <a
            href={chosen ? href() : undefined}
            target="_blank"
            rel="noopener"
            aria-disabled={!chosen}
            className="inline-flex h-8 items-center gap-2 rounded-md border border-white/10 bg-surface-2 px-3 text-sm hover:bg-white/10"
            data-testid="lesson-preview-open"
          >
            <Eye aria-hidden className="h-4 w-4" />
            {t('previewOpen')}
          </a>
        </div>
      )}
      <p className="text-xs opacity-70">{t('previewHint')}</p>
    </section>
  );
}
