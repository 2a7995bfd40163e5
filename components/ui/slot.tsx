import { cloneElement, Fragment, isValidElement, type ReactElement, type ReactNode, type Ref } from 'react';

// The part of Radix's Slot that `<Button asChild>` uses: the single child element is rendered with the
// slot's props merged in (the child's win; handlers both run, the child's first; class names joined;
// styles merged; refs composed). No hooks, so server components render it too.

type AnyProps = Record<string, unknown>;

function composeRefs<T>(...refs: (Ref<T> | undefined)[]) {
  return (node: T | null) => {
    const cleanups: (() => void)[] = [];
    for (const ref of refs) {
      if (typeof ref === 'function') {
        const cleanup = ref(node);
        if (typeof cleanup === 'function') cleanups.push(cleanup);
      } else if (ref) (ref as { current: T | null }).current = node;
    }
    if (cleanups.length) return () => cleanups.forEach((c) => c());
  };
}

export function mergeSlotProps(slot: AnyProps, child: AnyProps): AnyProps {
  const merged: AnyProps = { ...slot, ...child };
  for (const name of Object.keys(child)) {
    const s = slot[name];
    const c = child[name];
    if (/^on[A-Z]/.test(name)) {
      if (typeof s === 'function' && typeof c === 'function')
        merged[name] = (...args: unknown[]) => {
          const result = (c as (...a: unknown[]) => unknown)(...args);
          (s as (...a: unknown[]) => unknown)(...args);
          return result;
        };
      else if (!c) merged[name] = s;
    } else if (name === 'style') merged.style = { ...(s as object), ...(c as object) };
    else if (name === 'className') merged.className = [s, c].filter(Boolean).join(' ');
  }
  return merged;
}

export function Slot({
  children,
  ref,
  ...props
}: AnyProps & { children?: ReactNode; ref?: Ref<unknown> }): ReactNode {
  if (!isValidElement(children)) return null;
  const child = children as ReactElement<AnyProps & { ref?: Ref<unknown> }>;
  const childRef = child.props.ref;
  const merged = mergeSlotProps(props, child.props);
  if (child.type !== Fragment) merged.ref = ref && childRef ? composeRefs(ref, childRef) : (ref ?? childRef);
  return cloneElement(child, merged);
}
