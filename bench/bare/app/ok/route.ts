// A bare route: no wrapper, no tenant, no database (the yardstick of the API cases).
export const dynamic = 'force-dynamic';

export function GET() {
  return new Response('ok');
}
