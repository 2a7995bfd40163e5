import { redirect } from 'next/navigation';

// The site has no page at "/": students land on the homepage (the (site) layout handles sign-in and unknown hosts).
export default function RootPage() {
  redirect('/homepage');
}
