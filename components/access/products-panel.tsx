'use client';

import { useId, useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { toast } from 'sonner';
import { PanelError, PanelLoading } from '@/components/frame/panel-states';
import type { PanelProps } from '@/components/panel/types';
import { Button } from '@/components/ui/button';
import { ZProductWrite, type TAdminProduct } from '@/lib/access/schemas';
import { accessApi, accessKeys, invalidateProductPickers } from '@/lib/client/access-api';

// 'Produtos' (issue 47): the school's products, each with the courses it grants, its sales page and its
// access length (lifetime or N days from each grant); create, edit, archive and restore.

export default function ProductsPanel({ tenantId }: PanelProps) {
  const t = useTranslations('access.panel');
  const products = useQuery({ queryKey: accessKeys.products(tenantId), queryFn: accessApi.products });
  const [editing, setEditing] = useState<TAdminProduct | 'new' | null>(null);
  if (products.isPending) return <PanelLoading label={t('loading')} testId="products-panel-loading" />;
  if (products.isError)
    return (
      <PanelError message={t('loadFailed')} retry={() => products.refetch()} testId="products-panel-error" />
    );
  if (editing)
    return (
      <ProductForm
        tenantId={tenantId}
        product={editing === 'new' ? null : editing}
        onDone={() => setEditing(null)}
      />
    );
  return (
    <div className="flex flex-col gap-4" data-testid="products-panel">
      <Button onClick={() => setEditing('new')} data-testid="product-new">
        {t('new')}
      </Button>
      {products.data.length === 0 ? (
        <p className="text-sm opacity-70" data-testid="products-empty">
          {t('empty')}
        </p>
      ) : (
        <ul className="flex flex-col gap-2">
          {products.data.map((p) => (
            <ProductRow key={p.id} tenantId={tenantId} product={p} onEdit={() => setEditing(p)} />
          ))}
        </ul>
      )}
    </div>
  );
}

function ProductRow({
  tenantId,
  product,
  onEdit,
}: {
  tenantId: string;
  product: TAdminProduct;
  onEdit: () => void;
}) {
  const t = useTranslations('access.panel');
  const qc = useQueryClient();
  const archive = useMutation({
    mutationFn: () => accessApi.updateProduct(product.id, { archived: !product.archived }),
    onSuccess: async () => {
      await qc.invalidateQueries({ queryKey: accessKeys.products(tenantId) });
      await invalidateProductPickers(qc);
      toast.success(product.archived ? t('restored') : t('archived'));
    },
    onError: (e) => toast.error(e.message),
  });
  return (
    <li className="rounded-md border border-white/10 p-3 text-sm" data-testid="product-row">
      <div className="flex items-center justify-between gap-2">
        <span className="font-medium" data-testid="product-title">
          {product.title}
        </span>
        {product.archived && <span className="text-xs opacity-70">{t('archivedBadge')}</span>}
      </div>
      <p className="mt-1 opacity-70">
        {product.access_days ? t('days', { days: product.access_days }) : t('lifetime')} ·{' '}
        {t('coursesCount', { count: product.courses.length })} ·{' '}
        {t('membersCount', { count: product.members })}
      </p>
      <div className="mt-2 flex gap-2">
        <Button size="sm" variant="secondary" onClick={onEdit} data-testid="product-edit">
          {t('edit')}
        </Button>
        <Button
          size="sm"
          variant="secondary"
          disabled={archive.isPending}
          onClick={() => archive.mutate()}
          data-testid="product-archive"
        >
          {product.archived ? t('restore') : t('archive')}
        </Button>
      </div>
    </li>
  );
}

function ProductForm({
  tenantId,
  product,
  onDone,
}: {
  tenantId: string;
  product: TAdminProduct | null;
  onDone: () => void;
}) {
  const t = useTranslations('access.panel');
  const tAll = useTranslations();
  const id = useId();
  const qc = useQueryClient();
  const courses = useQuery({
    queryKey: accessKeys.courses(tenantId),
    queryFn: () => accessApi.courses(tenantId),
  });
  const [title, setTitle] = useState(product?.title ?? '');
  const [salesUrl, setSalesUrl] = useState(product?.sales_url ?? '');
  const [lifetime, setLifetime] = useState(product ? product.access_days === null : true);
  const [days, setDays] = useState(String(product?.access_days ?? 365));
  const [courseIds, setCourseIds] = useState<string[]>(product?.courses.map((c) => c.id) ?? []);
  const [error, setError] = useState<string | null>(null);

  const save = useMutation({
    mutationFn: async () => {
      const parsed = ZProductWrite.safeParse({
        title,
        course_ids: courseIds,
        sales_url: salesUrl,
        access_days: lifetime ? null : Number(days),
      });
      if (!parsed.success) {
        const key = parsed.error.issues[0]?.message ?? 'errors.validation';
        throw new Error(tAll.has(key) ? tAll(key) : key);
      }
      return product
        ? accessApi.updateProduct(product.id, parsed.data)
        : accessApi.createProduct(parsed.data);
    },
    onSuccess: async () => {
      await qc.invalidateQueries({ queryKey: accessKeys.products(tenantId) });
      await invalidateProductPickers(qc);
      toast.success(t('saved'));
      onDone();
    },
    onError: (e) => setError(e.message),
  });

  return (
    <form
      noValidate
      className="flex flex-col gap-4 text-sm"
      data-testid="product-form"
      onSubmit={(e) => {
        e.preventDefault();
        setError(null);
        save.mutate();
      }}
    >
      <label className="flex flex-col gap-1" htmlFor={`${id}-title`}>
        {t('fields.title')}
        <input
          id={`${id}-title`}
          className="rounded-md border border-white/20 bg-transparent px-3 py-2"
          value={title}
          onChange={(e) => setTitle(e.target.value)}
          data-testid="product-title-input"
        />
      </label>
      <fieldset className="flex flex-col gap-1">
        <legend className="mb-1">{t('fields.courses')}</legend>
        {courses.isPending && <span className="opacity-70">{t('loading')}</span>}
        {courses.isError && <span className="text-red-300">{t('loadFailed')}</span>}
        {courses.data?.length === 0 && <span className="opacity-70">{t('noCourses')}</span>}
        {courses.data?.map((c) => (
          <label key={c.id} className="flex items-center gap-2">
            <input
              type="checkbox"
              checked={courseIds.includes(c.id)}
              onChange={(e) =>
                setCourseIds((ids) => (e.target.checked ? [...ids, c.id] : ids.filter((x) => x !== c.id)))
              }
              data-testid="product-course"
              data-course-title={c.title}
            />
            {c.title}
          </label>
        ))}
      </fieldset>
      <label className="flex flex-col gap-1" htmlFor={`${id}-url`}>
        {t('fields.salesUrl')}
        <input
          id={`${id}-url`}
          type="url"
          placeholder="https://"
          className="rounded-md border border-white/20 bg-transparent px-3 py-2"
          value={salesUrl}
          onChange={(e) => setSalesUrl(e.target.value)}
          data-testid="product-sales-url"
        />
      </label>
      <fieldset className="flex flex-col gap-1">
        <legend className="mb-1">{t('fields.access')}</legend>
        <label className="flex items-center gap-2">
          <input
            type="radio"
            checked={lifetime}
            onChange={() => setLifetime(true)}
            data-testid="product-lifetime"
          />
          {t('lifetime')}
        </label>
        <label className="flex items-center gap-2">
          <input
            type="radio"
            checked={!lifetime}
            onChange={() => setLifetime(false)}
            data-testid="product-limited"
          />
          {t('limited')}
          <input
            type="number"
            min={1}
            max={3650}
            aria-label={t('fields.days')}
            disabled={lifetime}
            className="w-24 rounded-md border border-white/20 bg-transparent px-2 py-1"
            value={days}
            onChange={(e) => setDays(e.target.value)}
            data-testid="product-days"
          />
        </label>
      </fieldset>
      {error && (
        <p role="alert" className="text-red-300" data-testid="product-form-error">
          {error}
        </p>
      )}
      <div className="flex gap-2">
        <Button type="submit" disabled={save.isPending} data-testid="product-save">
          {t('save')}
        </Button>
        <Button type="button" variant="secondary" onClick={onDone}>
          {t('cancel')}
        </Button>
      </div>
    </form>
  );
}
