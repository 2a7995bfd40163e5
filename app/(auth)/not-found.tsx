import { ShortNotFound } from '@/components/frame/not-found-message';

// Next renders a route group's not-found boundary into every page of the group, whether or not a page
// calls notFound(): without this file the sign-in pages carried app/not-found.tsx (the tenant's frame,
// header and footer, about 4 kB) a second time in their RSC payload (decision 246). No sign-in page
// calls notFound() (the layout's does, and is caught by the root boundary), so this short page is only a
// safety net; an unknown address gets the framed 404 of app/global-not-found.tsx (decision 238).
export default function AuthNotFound() {
  return <ShortNotFound />;
}
