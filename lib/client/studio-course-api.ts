// The course authoring's calls to the studio API (docs/api-map.md "Studio"): editors only, loaded with the
// edit-mode parts, never on a student's first load. Answers and errors come translated from the server.
import type { TCourseCreate, TCourseUpdate, TLessonCreate, TModuleUpdate } from '@/lib/studio/schemas';
import type { StudioCourse } from '@/lib/studio/courses';
import type { EditorLesson, EditorTree } from '@/lib/studio/editor';
import { apiFetch } from './fetcher';

const S = '/api/auth/studio';

// The answers' shapes are the services' own (type-only imports: nothing of the server reaches the bundle).
export type StudioCourseView = StudioCourse;
export type StudioLessonRow = EditorLesson;
export type StudioModuleRow = EditorTree['modules'][number];
export type StudioTree = EditorTree;

/** What a DELETE answered: removed for good, or hidden with the members' traces kept (ADR 0400). */
export type Deleted = { deleted: 'hard' | 'soft' };

const data = async <T>(p: Promise<{ data: T }>) => (await p).data;
const send = <T>(method: string, path: string, body?: unknown) =>
  data(apiFetch<{ data: T }>(`${S}${path}`, { method, body }));

export const studioCourseApi = {
  courses: () => send<StudioCourseView[]>('GET', '/courses'),
  tree: (courseId: string) => send<StudioTree>('GET', `/courses/${courseId}`),
  createCourse: (body: Partial<TCourseCreate>) => send<StudioCourseView>('POST', '/courses', body),
  updateCourse: (id: string, body: TCourseUpdate) => send<StudioCourseView>('PATCH', `/courses/${id}`, body),
  createModule: (courseId: string, title: string) =>
    send<{ id: string }>('POST', `/courses/${courseId}/modules`, { title }),
  updateModule: (id: string, body: TModuleUpdate) => send<{ id: string }>('PATCH', `/modules/${id}`, body),
  reorderModules: (courseId: string, ids: string[]) =>
    send<{ ids: string[] }>('PUT', `/courses/${courseId}/modules/order`, { ids }),
  createLesson: (moduleId: string, body: Pick<TLessonCreate, 'title' | 'kind'>) =>
    send<{ id: string; slug: string }>('POST', `/modules/${moduleId}/lessons`, body),
  reorderLessons: (moduleId: string, ids: string[]) =>
    send<{ ids: string[] }>('PUT', `/modules/${moduleId}/lessons/order`, { ids }),
  moveLesson: (id: string, moduleId: string) =>
    send<{ id: string }>('POST', `/lessons/${id}/move`, { module_id: moduleId }),
  remove: (what: 'courses' | 'modules' | 'lessons', id: string, confirm?: string) =>
    send<Deleted>('DELETE', `/${what}/${id}`, confirm ? { confirm } : {}),
};

/** The server's answer when a delete touches members' progress and needs the typed word (lib/studio/tree.ts). */
export const CONFIRMATION_REQUIRED = 'ConfirmationRequired';

/** A lesson's draft switch in the course's lesson list (the lesson editor has the rest). */
export const setLessonPublished = (id: string, published: boolean) =>
  send<{ id: string }>('PATCH', `/lessons/${id}`, { published });
