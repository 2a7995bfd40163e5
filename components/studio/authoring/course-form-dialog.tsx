'use client';

import { useEffect, useState } from 'react';
import { useTranslations } from 'next-intl';
import { TextField } from '@/components/auth/fields';
import { ProductChecklist, SwitchRow } from '@/components/communities/form-parts';
import { isApiError } from '@/lib/client/fetcher';
import { fetchSelectableProducts } from '@/lib/client/products-api';
import { studioCourseApi, type StudioCourseView } from '@/lib/client/studio-course-api';
import { toast } from '@/lib/client/toast';
import { slugFromTitle } from '@/lib/studio/slug';
import { CarouselField } from './carousel-field';
import { CoverField } from './cover-field';
import { StudioFormDialog, TitleAndDescription } from './form-parts';

type Product = { id: string; title: string };
export type CourseDraft = Pick<
  StudioCourseView,
  'id' | 'title' | 'slug' | 'description' | 'cover_url' | 'published' | 'product_ids'
>;

/** The tenant's active products, for the checklist (the same read the communities' picker makes). */
function useProducts() {
  const [products, setProducts] = useState<Product[] | undefined>();
  useEffect(() => {
    let live = true;
    fetchSelectableProducts()
      .then((all) => live && setProducts(all.filter((p) => p.status === 'active')))
      .catch(() => live && setProducts([]));
    return () => {
      live = false;
    };
  }, []);
  return products;
}

/**
 * 'Novo curso' and 'Editar curso' (docs/adr/0404): title, slug (from the title with its accents folded until
 * the editor types one), description, cover, the products that grant the course, draft or published.
 * The server's field errors (a slug taken, a title too long) show under their fields, translated.
 */
export function CourseFormDialog({
  course,
  tenantId,
  onClose,
  onSaved,
}: {
  /** null: a new course */
  course: CourseDraft | null;
  /** a new course's form offers 'Mostrar na página inicial' (ADR 0407) when given */
  tenantId?: string;
  onClose: () => void;
  onSaved: (saved: StudioCourseView) => void;
}) {
  const t = useTranslations('studioCourse');
  const products = useProducts();
  const [title, setTitle] = useState(course?.title ?? '');
  const [slug, setSlug] = useState(course?.slug ?? '');
  const [slugTouched, setSlugTouched] = useState(!!course);
  const [description, setDescription] = useState(course?.description ?? '');
  const [cover, setCover] = useState<string | null>(course?.cover_url ?? null);
  const [productIds, setProductIds] = useState<string[]>(course?.product_ids ?? []);
  const [published, setPublished] = useState(course?.published ?? false);
  const [carouselId, setCarouselId] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const [uploading, setUploading] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);

  const shownSlug = slugTouched ? slug : slugFromTitle(title);

  const submit = async () => {
    setBusy(true);
    setErrors({});
    setFormError(null);
    const body = {
      title,
      slug: shownSlug || undefined,
      description,
      cover_url: cover,
      product_ids: productIds,
      published,
    };
    try {
      const saved = course
        ? await studioCourseApi.updateCourse(course.id, body)
        : await studioCourseApi.createCourse({ ...body, carousel_id: carouselId || null });
      toast.success(t('saved'));
      onSaved(saved);
    } catch (err) {
      if (isApiError(err) && err.fields && Object.keys(err.fields).length) setErrors(err.fields);
      else setFormError(isApiError(err) && err.message ? err.message : t('saveFailed'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <StudioFormDialog
      testId="studio-course"
      title={course ? t('editCourse') : t('newCourse')}
      busy={busy}
      locked={uploading}
      error={formError}
      submitLabel={course ? t('save') : t('create')}
      onClose={onClose}
      onSubmit={() => void submit()}
    >
      <TitleAndDescription
        testId="studio-course"
        title={title}
        description={description}
        errors={errors}
        onTitle={setTitle}
        onDescription={setDescription}
        afterTitle={
          <TextField
            id="studio-course-slug"
            testId="studio-course-slug"
            label={t('fields.slug')}
            hint={t('fields.slugHint')}
            value={shownSlug}
            error={errors.slug}
            onChange={(e) => {
              setSlugTouched(true);
              setSlug(e.target.value);
            }}
          />
        }
      />
      <CoverField
        value={cover}
        onChange={setCover}
        onBusyChange={setUploading}
        testId="studio-course-cover"
      />
      <ProductChecklist
        label={t('fields.products')}
        products={products}
        loading={!products}
        value={productIds}
        error={errors.product_ids}
        onToggle={(id, on) => setProductIds((cur) => (on ? [...cur, id] : cur.filter((x) => x !== id)))}
      />
      {!course && tenantId ? (
        <CarouselField
          tenantId={tenantId}
          value={carouselId}
          error={errors.carousel_id}
          onChange={setCarouselId}
        />
      ) : null}
      <SwitchRow
        label={t('published')}
        hint={t('fields.publishedHint')}
        checked={published}
        onChange={setPublished}
        testId="studio-course-published"
      />
    </StudioFormDialog>
  );
}
