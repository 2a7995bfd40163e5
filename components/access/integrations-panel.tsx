'use client';

import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { toast } from 'sonner';
import { PanelError, PanelLoading } from '@/components/frame/panel-states';
import type { PanelProps } from '@/components/panel/types';
import { Button } from '@/components/ui/button';
import type { TIntegration } from '@/lib/access/schemas';
import { accessApi, accessKeys } from '@/lib/client/access-api';

// 'Integrações' (issue 47, ADR 0441): per sales platform its webhook URL and secret, the mapping from
// the platform's product ids to Praça products, and the deliveries with their status and 'Reprocessar'.

const input = 'rounded-md border border-white/20 bg-transparent px-3 py-2';

export default function IntegrationsPanel({ tenantId }: PanelProps) {
  const t = useTranslations('access.integrationsPanel');
  const list = useQuery({ queryKey: accessKeys.integrations(tenantId), queryFn: accessApi.integrations });
  if (list.isPending) return <PanelLoading label={t('loading')} testId="integrations-panel-loading" />;
  if (list.isError)
    return (
      <PanelError message={t('loadFailed')} retry={() => list.refetch()} testId="integrations-panel-error" />
    );
  return (
    <div className="flex flex-col gap-6 text-sm" data-testid="integrations-panel">
      {list.data.map((i) => (
        <SourceCard key={i.source} tenantId={tenantId} integration={i} />
      ))}
      <Deliveries tenantId={tenantId} />
    </div>
  );
}

function SourceCard({ tenantId, integration }: { tenantId: string; integration: TIntegration }) {
  const t = useTranslations('access.integrationsPanel');
  const qc = useQueryClient();
  const products = useQuery({ queryKey: accessKeys.products(tenantId), queryFn: accessApi.products });
  const [secret, setSecret] = useState('');
  const [shownSecret, setShownSecret] = useState<string | null>(null);
  const [externalId, setExternalId] = useState('');
  const [productId, setProductId] = useState('');
  const refresh = () => qc.invalidateQueries({ queryKey: accessKeys.integrations(tenantId) });
  const setup = useMutation({
    mutationFn: () => accessApi.setup(integration.source, secret.trim() || undefined),
    onSuccess: async (r) => {
      setSecret('');
      setShownSecret(r.secret);
      await refresh();
      toast.success(t('connected'));
    },
    onError: (e) => toast.error(e.message),
  });
  const map = useMutation({
    mutationFn: () =>
      accessApi.addMapping(integration.source, { external_id: externalId.trim(), product_id: productId }),
    onSuccess: async () => {
      setExternalId('');
      await refresh();
      toast.success(t('mapped'));
    },
    onError: (e) => toast.error(e.message),
  });
  const unmap = useMutation({
    mutationFn: (id: string) => accessApi.removeMapping(id),
    onSuccess: refresh,
    onError: (e) => toast.error(e.message),
  });
  const s = integration.source;
  return (
    <section
      className="flex flex-col gap-2 rounded-md border border-white/10 p-3"
      data-testid={`integration-${s}`}
    >
      <h3 className="font-medium">{t(`sources.${s}`)}</h3>
      <p className="opacity-70">{t(`hints.${s}`)}</p>
      {integration.url && (
        <label className="flex flex-col gap-1">
          {t('url')}
          <input readOnly className={input} value={integration.url} data-testid={`integration-${s}-url`} />
        </label>
      )}
      {shownSecret && (
        <label className="flex flex-col gap-1">
          {t('generatedSecret')}
          <input
            readOnly
            className={input}
            value={shownSecret}
            data-testid={`integration-${s}-secret-shown`}
          />
        </label>
      )}
      <form
        className="flex flex-col gap-2"
        onSubmit={(e) => {
          e.preventDefault();
          setup.mutate();
        }}
      >
        {s !== 'generic' && (
          <input
            className={input}
            placeholder={t('secretPlaceholder')}
            aria-label={t('secretPlaceholder')}
            value={secret}
            onChange={(e) => setSecret(e.target.value)}
            data-testid={`integration-${s}-secret`}
          />
        )}
        <Button type="submit" size="sm" disabled={setup.isPending} data-testid={`integration-${s}-connect`}>
          {integration.configured ? t('replaceSecret') : t('connect')}
        </Button>
      </form>
      {integration.configured && (
        <>
          <h4 className="mt-2 font-medium">{t('mappings')}</h4>
          {integration.mappings.length === 0 && <p className="opacity-70">{t('noMappings')}</p>}
          <ul className="flex flex-col gap-1">
            {integration.mappings.map((m) => (
              <li
                key={m.id}
                className="flex items-center justify-between gap-2"
                data-testid="integration-mapping"
              >
                <span>{t('mappingLine', { external: m.external_id, product: m.product_title })}</span>
                <Button size="sm" variant="secondary" onClick={() => unmap.mutate(m.id)}>
                  {t('remove')}
                </Button>
              </li>
            ))}
          </ul>
          <form
            className="flex flex-wrap gap-2"
            onSubmit={(e) => {
              e.preventDefault();
              map.mutate();
            }}
          >
            <input
              className={input}
              placeholder={t('externalId')}
              aria-label={t('externalId')}
              value={externalId}
              onChange={(e) => setExternalId(e.target.value)}
              data-testid={`integration-${s}-external-id`}
            />
            <select
              className={input}
              aria-label={t('product')}
              value={productId}
              onChange={(e) => setProductId(e.target.value)}
              data-testid={`integration-${s}-product`}
            >
              <option value="">{t('chooseProduct')}</option>
              {products.data
                ?.filter((p) => !p.archived)
                .map((p) => (
                  <option key={p.id} value={p.id}>
                    {p.title}
                  </option>
                ))}
            </select>
            <Button
              type="submit"
              size="sm"
              disabled={map.isPending || !externalId.trim() || !productId}
              data-testid={`integration-${s}-map`}
            >
              {t('map')}
            </Button>
          </form>
        </>
      )}
    </section>
  );
}

function Deliveries({ tenantId }: { tenantId: string }) {
  const t = useTranslations('access.integrationsPanel');
  const qc = useQueryClient();
  const list = useQuery({ queryKey: accessKeys.deliveries(tenantId), queryFn: accessApi.deliveries });
  const again = useMutation({
    mutationFn: (id: string) => accessApi.reprocess(id),
    onSuccess: async () => {
      toast.success(t('reprocessing'));
      await qc.invalidateQueries({ queryKey: accessKeys.deliveries(tenantId) });
    },
    onError: (e) => toast.error(e.message),
  });
  return (
    <section className="flex flex-col gap-2" data-testid="deliveries">
      <div className="flex items-center justify-between">
        <h3 className="font-medium">{t('deliveries')}</h3>
        <Button size="sm" variant="secondary" onClick={() => list.refetch()} data-testid="deliveries-refresh">
          {t('refresh')}
        </Button>
      </div>
      {list.isPending && <p className="opacity-70">{t('loading')}</p>}
      {list.isError && <p className="text-red-300">{t('loadFailed')}</p>}
      {list.data?.items.length === 0 && <p className="opacity-70">{t('noDeliveries')}</p>}
      <ul className="flex flex-col gap-2">
        {list.data?.items.map((d) => (
          <li key={d.id} className="rounded-md border border-white/10 p-2" data-testid="delivery-row">
            <div className="flex justify-between gap-2">
              <span>
                {t(`sources.${d.source}`)} · {d.event_type ?? '—'}
              </span>
              <span data-testid="delivery-status" data-status={d.status}>
                {t(`status.${d.status}`)}
              </span>
            </div>
            <p className="opacity-70">
              {d.email ?? '—'} · {new Date(d.received_at).toLocaleString()}
              {d.result ? ` · ${d.result}` : ''}
            </p>
            {(d.status === 'failed' || d.status === 'needs_attention') && (
              <Button
                size="sm"
                variant="secondary"
                disabled={again.isPending}
                onClick={() => again.mutate(d.id)}
                data-testid="delivery-reprocess"
              >
                {t('reprocess')}
              </Button>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
