import { NotFoundMessage } from '@/components/frame/not-found-message';
import { PAGE_FRAME } from '@/components/shell/page-frame';

// A page of the student shell that calls notFound() (another tenant's course, a deleted post…) answers
// 404 inside the shell: the member keeps the header and the menu. Next renders a group's not-found
// boundary into every page of the group whether or not it is used, so this file also keeps the root
// app/not-found.tsx (the public frame with its header and footer, rendered twice) out of every student
// page's payload (decision 237). An unknown address still gets the root page in the tenant's frame.
export default function SiteNotFound() {
  return (
    <div className={PAGE_FRAME}>
      <NotFoundMessage />
    </div>
  );
}
