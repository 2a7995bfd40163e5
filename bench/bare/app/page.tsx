import { connection } from 'next/server';

// A bare dynamic page: rendered on every request, one line of text, no data.
export default async function BarePage() {
  await connection();
  return <p>ok {new Date().toISOString()}</p>;
}
