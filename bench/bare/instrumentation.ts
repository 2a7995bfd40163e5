// The yardstick's own start-up hook, empty: without it Turbopack builds the product's instrumentation.ts
// (found at its root, the repo's) into the bare app.
export function register() {}
