import { beforeEach, describe, expect, it, vi } from 'vitest';

// Decision 241: the student pages' `toast` queues until the toaster (sonner) is loaded and mounted.
type Facade = typeof import('@/lib/client/toast');
let facade: Facade;

beforeEach(async () => {
  vi.resetModules();
  facade = await import('@/lib/client/toast');
});

const outlet = () => ({ success: vi.fn(), error: vi.fn() });

describe('the toast facade (lib/client/toast.ts)', () => {
  it('asks for the toaster on the first toast only, and queues until the outlet is attached', () => {
    const listener = vi.fn();
    facade.subscribeToasterWanted(listener);
    expect(facade.toasterWanted()).toBe(false);
    facade.toast.error('Falhou', { duration: 4000 });
    facade.toast.success('Salvo');
    expect(facade.toasterWanted()).toBe(true);
    expect(listener).toHaveBeenCalledTimes(1);

    const api = outlet();
    facade.attachToastOutlet(api);
    expect(api.error).toHaveBeenCalledWith('Falhou', { duration: 4000 });
    expect(api.success).toHaveBeenCalledWith('Salvo', undefined);
    // in their order
    expect(api.error.mock.invocationCallOrder[0]).toBeLessThan(api.success.mock.invocationCallOrder[0] ?? 0);
  });

  it('goes straight to the outlet once attached, and queues again after it unmounts', () => {
    const api = outlet();
    facade.attachToastOutlet(api);
    facade.toast.success('Link copiado');
    expect(api.success).toHaveBeenCalledTimes(1);
    facade.attachToastOutlet(null);
    facade.toast.error('Erro');
    expect(api.error).not.toHaveBeenCalled();
    const next = outlet();
    facade.attachToastOutlet(next);
    expect(next.error).toHaveBeenCalledWith('Erro', undefined);
  });

  it('an editor page asks for the toaster without a toast; a listener that left is not called', () => {
    const gone = vi.fn();
    const unsubscribe = facade.subscribeToasterWanted(gone);
    unsubscribe();
    facade.requestToaster();
    facade.requestToaster();
    expect(facade.toasterWanted()).toBe(true);
    expect(gone).not.toHaveBeenCalled();
  });
});
