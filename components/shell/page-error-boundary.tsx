'use client';

import { Component, type ReactNode } from 'react';
import { usePathname, useSearchParams } from 'next/navigation';

// A student page that fails to render (the database unreachable, a bug) shows a translated message with
// 'Tentar novamente' inside the shell, under the tenant's header, instead of Next's English error page
// (decision 438). A class boundary in the shell's own chunk, not an `error.tsx`: Next gives an error file
// its own script on every page, which issue 16's 150 kB budget had no room for (decision 437). The message
// is rendered by the server (components/shell/page-error.tsx), so its markup and texts are no script.

/** Next's own control flow (redirect, notFound, dynamic bail-outs) travels as errors: never caught here. */
const NEXT_SIGNAL = /^(NEXT_|BAILOUT_TO_CLIENT|DYNAMIC_SERVER)/;

interface Props {
  /** the address shown, query included: going to another (Próxima, another search) clears a failure */
  path: string;
  fallback: ReactNode;
  children: ReactNode;
}

class Boundary extends Component<Props, { failed: boolean; path: string }> {
  state = { failed: false, path: this.props.path };

  static getDerivedStateFromError(error: { digest?: string } | undefined) {
    if (NEXT_SIGNAL.test(String(error?.digest))) throw error;
    return { failed: true };
  }

  // Another address renders its page afresh, in the same render that brings it (as Next's own boundary):
  // a failed page is not rendered twice, and the message never shows over the next page.
  static getDerivedStateFromProps({ path }: Props, state: { path: string }) {
    return path === state.path ? null : { failed: false, path };
  }

  render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}

/** Around the page in the shell's `<main>`: its failure keeps the header, the menu and the footer. */
export function PageErrorBoundary(props: Omit<Props, 'path'>) {
  return <Boundary path={`${usePathname()}?${useSearchParams()}`} {...props} />;
}
