// Typography of the stored rich text (terms, privacy), shared by the panel's editor and the student pages:
// Tailwind's preflight resets headings and lists, so they get their look back here.
export const RICH_TEXT_CLASS = [
  '[&_h1]:mt-6 [&_h1]:mb-3 [&_h1]:text-2xl [&_h1]:font-bold',
  '[&_h2]:mt-5 [&_h2]:mb-2 [&_h2]:text-xl [&_h2]:font-bold',
  '[&_h3]:mt-4 [&_h3]:mb-2 [&_h3]:text-lg [&_h3]:font-semibold',
  '[&_h4]:mt-3 [&_h4]:mb-1 [&_h4]:font-semibold',
  '[&_p]:my-2 [&_ul]:my-2 [&_ul]:list-disc [&_ul]:pl-6 [&_ol]:my-2 [&_ol]:list-decimal [&_ol]:pl-6',
  '[&_a]:text-primary [&_a]:underline [&_strong]:font-bold [&_em]:italic',
].join(' ');
