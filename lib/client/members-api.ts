'use client';

import type {
  TGrantBody,
  TImport,
  TInviteResult,
  TMemberDetail,
  TMembersPage,
  TMembersQuery,
} from '@/lib/members/schemas';
import { apiFetch } from './fetcher';

// The 'Alunos' panel's calls (issue 47): GET /api/auth/members… and its actions. Each answer's envelope
// is unwrapped here so the components see plain values.

const BASE = '/api/auth/members';
type Data<T> = { data: T };

export function membersPath(query: TMembersQuery): string {
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(query)) if (v) params.set(k, String(v));
  const qs = params.toString();
  return qs ? `${BASE}?${qs}` : BASE;
}

export const fetchMembers = async (query: TMembersQuery) =>
  (await apiFetch<Data<TMembersPage>>(membersPath(query))).data;

export const fetchMember = async (userId: string) =>
  (await apiFetch<Data<TMemberDetail>>(`${BASE}/${userId}`)).data;

const post = async <T>(path: string, body?: unknown) =>
  (await apiFetch<Data<T>>(path, { method: 'POST', body })).data;

export const grantProduct = (userId: string, body: TGrantBody) =>
  post<TMemberDetail>(`${BASE}/${userId}/grant`, body);
export const revokeProduct = (userId: string, productId: string) =>
  post<TMemberDetail>(`${BASE}/${userId}/revoke`, { product_id: productId });
export const resendAccess = (userId: string) => post<{ sent: boolean }>(`${BASE}/${userId}/resend`);
export const setActive = (userId: string, active: boolean) =>
  post<TMemberDetail>(`${BASE}/${userId}/${active ? 'reactivate' : 'deactivate'}`);

export const inviteMembers = (emails: string, productId: string) =>
  post<TInviteResult>(`${BASE}/invite`, { emails, product_id: productId });

export function startImport(file: File, invite: boolean) {
  const form = new FormData();
  form.set('file', file);
  form.set('invite', invite ? 'true' : 'false');
  return post<TImport>(`${BASE}/imports`, form);
}

export const fetchImports = async () => (await apiFetch<Data<TImport[]>>(`${BASE}/imports`)).data;
export const fetchImport = async (id: string) =>
  (await apiFetch<Data<TImport>>(`${BASE}/imports/${id}`)).data;
export const importReportHref = (id: string) => `${BASE}/imports/${id}/report`;
