import { expect, request, type APIRequestContext } from '@playwright/test';
import { demoUrl, PASSWORD } from '../helpers';

// The app's HTTP API signed in as an editor, from Node (no browser page): for fixtures a spec sets up or
// puts back the way the panel would. Only for the demo tenant on localhost (Node does not resolve
// *.localhost: use helpers.browserFetch from a signed-in page there).

export interface AdminApi {
  call(method: string, path: string, body?: unknown): Promise<{ status: number; body: any }>;
  dispose(): Promise<void>;
}

export async function adminApi(email = 'admin@demo.local', base = demoUrl): Promise<AdminApi> {
  const ctx: APIRequestContext = await request.newContext({ baseURL: base });
  const signedIn = await ctx.post('/api/login', { data: { email, password: PASSWORD } });
  expect(signedIn.status(), await signedIn.text()).toBe(200);
  return {
    async call(method, path, body) {
      const res = await ctx.fetch(path, { method, data: body });
      return { status: res.status(), body: await res.json().catch(() => null) };
    },
    dispose: () => ctx.dispose(),
  };
}

/** The lesson settings the student pages read: template, comments and the two page indicators. */
export interface LessonSettings {
  theme_classes: number;
  comment: boolean;
  course_page_indicator: boolean;
  module_page_indicator: boolean;
}

async function ok(answer: Promise<{ status: number; body: any }>) {
  const res = await answer;
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body;
}

/**
 * Sets the tenant's lesson settings through the editor calls the panels use (any subset) and answers the
 * settings as they were, to hand back to this function when the test ends.
 */
export async function setLessonSettings(
  tenantId: string,
  values: Partial<LessonSettings>,
): Promise<LessonSettings> {
  const api = await adminApi();
  try {
    const template = await ok(api.call('GET', `/api/auth/tenants/template_settings/${tenantId}`));
    const appearance = await ok(api.call('GET', `/api/auth/config/plataforma/customBasic/${tenantId}`));
    const old: LessonSettings = {
      theme_classes: Number(template.theme_classes),
      comment: Number(template.comment) === 1,
      course_page_indicator: !!appearance.data.data.course_page_indicator,
      module_page_indicator: !!appearance.data.data.module_page_indicator,
    };
    if (values.theme_classes !== undefined)
      await ok(
        api.call('POST', '/api/auth/tenants/template_settings/update', {
          theme_classes: values.theme_classes,
          tenant_id: tenantId,
        }),
      );
    if (values.comment !== undefined)
      await ok(
        api.call('POST', '/api/auth/comunidade/comentarios/activeComment', {
          comment: values.comment ? 1 : 0,
          tenant_id: tenantId,
        }),
      );
    if (values.course_page_indicator !== undefined)
      await ok(
        api.call('POST', '/api/platform/auth/template-settings/toggle-course-page-indicator', {
          course_page_indicator: values.course_page_indicator,
        }),
      );
    if (values.module_page_indicator !== undefined)
      await ok(
        api.call('POST', '/api/platform/auth/template-settings/toggle-module-page-indicator', {
          module_page_indicator: values.module_page_indicator,
        }),
      );
    return old;
  } finally {
    await api.dispose();
  }
}

/** The tenant's login page settings as the designer panel reads them (images as URLs). */
export async function loginPageSettings(tenantId: string): Promise<Record<string, unknown>> {
  const api = await adminApi();
  try {
    return (await ok(api.call('GET', `/api/auth/config/plataforma/loginPage/${tenantId}`))).data.settings;
  } finally {
    await api.dispose();
  }
}

/** Saves login page settings as the panel does (what loginPageSettings answered puts them back). */
export async function saveLoginPageSettings(settings: Record<string, unknown>): Promise<void> {
  const api = await adminApi();
  try {
    await ok(api.call('POST', '/api/auth/config/plataforma/loginPage/update', settings));
  } finally {
    await api.dispose();
  }
}
