import { toast } from 'sonner';
import { isApiError } from '@/lib/client/fetcher';

type Translate = (key: 'saveFailed' | 'saveFailedHint') => string;

/**
 * The quiz configuration page's failed save (SPEC 8 "Panel sections": 'Não foi possível salvar esta
 * configuração' with the retry/contact-support text): the server's own message when it answered one, else
 * the advice (decision 435).
 */
export function toastSaveFailed(t: Translate, err?: unknown) {
  toast.error(t('saveFailed'), {
    description: isApiError(err) && err.status > 0 && err.message ? err.message : t('saveFailedHint'),
  });
}
