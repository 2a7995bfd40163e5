// What every tsx entry point outside Next needs (the worker, the tenant, insights, dead-letter and storage
// commands): the `server-only` marker would throw there, so a resolve hook maps it to an empty module,
// registered before any server module is imported; and one way to end the process with main's code.
// No server import here: the entry points load it first.
import { register } from 'node:module';

const serverOnlyHook = `
export async function resolve(specifier, context, next) {
  if (specifier === 'server-only') return { url: 'data:text/javascript,export{}', shortCircuit: true };
  return next(specifier, context);
}`;

/** Maps `server-only` to an empty module for the modules imported from now on. */
export function allowServerModules(): void {
  register(`data:text/javascript,${encodeURIComponent(serverOnlyHook)}`);
}

/** Runs a command's main: exits with its code, or 1 with the error's stack. */
export function runCommand(main: () => Promise<number>): void {
  main().then(
    (code) => process.exit(code),
    (err: unknown) => {
      console.error(err instanceof Error ? (err.stack ?? err.message) : String(err));
      process.exit(1);
    },
  );
}
