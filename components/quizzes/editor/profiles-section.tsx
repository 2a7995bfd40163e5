'use client';

import { useState } from 'react';
import { useTranslations } from 'next-intl';
import { toast } from 'sonner';
import { toastSaveFailed } from './save-failed';
import { Trash2 } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { quizApi } from '@/lib/client/quiz-api';
import {
  PROFILE_DESCRIPTION_MAX,
  PROFILE_NAME_MAX,
  ZProfileBody,
  type TQuizDetail,
} from '@/lib/quizzes/schemas';
import { INPUT } from './question-form';

/** The result profiles of a comportamental quiz: add, rename/describe, remove. */
export function ProfilesSection({ quiz, onSaved }: { quiz: TQuizDetail; onSaved: () => void }) {
  const t = useTranslations('quizzes');
  const tAll = useTranslations();
  const [name, setName] = useState('');
  const [description, setDescription] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const add = async () => {
    const parsed = ZProfileBody.safeParse({ name, description });
    if (!parsed.success) return setError(tAll(parsed.error.issues[0]!.message));
    setBusy(true);
    try {
      await quizApi.saveProfile(quiz.id, null, parsed.data);
      toast.success(t('profileSaved'));
      setName('');
      setDescription('');
      setError(null);
      onSaved();
    } catch (err) {
      toastSaveFailed(t, err);
    } finally {
      setBusy(false);
    }
  };
  const remove = async (id: string) => {
    try {
      await quizApi.removeProfile(quiz.id, id);
      toast.success(t('profileDeleted'));
      onSaved();
    } catch (err) {
      toastSaveFailed(t, err);
    }
  };

  return (
    <section className="space-y-3" data-testid="quiz-profiles">
      <h2 className="text-lg font-semibold">{t('profiles')}</h2>
      {quiz.profiles.length === 0 ? <p className="text-sm opacity-80">{t('noProfiles')}</p> : null}
      <ul className="space-y-2">
        {quiz.profiles.map((p) => (
          <li
            key={p.id}
            className="flex items-start gap-2 rounded-md border border-white/10 p-2"
            data-testid="profile-row"
          >
            <div className="min-w-0 flex-1">
              <p className="text-sm font-medium">{p.name}</p>
              <p className="text-xs opacity-70">{p.description}</p>
            </div>
            <Button
              variant="ghost"
              size="icon"
              aria-label={t('deleteProfile', { name: p.name })}
              onClick={() => remove(p.id)}
            >
              <Trash2 aria-hidden className="h-4 w-4" />
            </Button>
          </li>
        ))}
      </ul>
      <div className="space-y-2 rounded-md border border-white/15 p-3">
        <input
          aria-label={t('profileName')}
          placeholder={t('profileName')}
          maxLength={PROFILE_NAME_MAX}
          value={name}
          onChange={(e) => setName(e.target.value)}
          className={INPUT}
          data-testid="profile-name"
        />
        <textarea
          aria-label={t('profileDescription')}
          placeholder={t('profileDescription')}
          maxLength={PROFILE_DESCRIPTION_MAX}
          value={description}
          onChange={(e) => setDescription(e.target.value)}
          className={INPUT}
          rows={2}
          data-testid="profile-description"
        />
        {error ? <p className="text-sm text-red-300">{error}</p> : null}
        <Button size="sm" onClick={add} disabled={busy || !name.trim()} data-testid="profile-add">
          {t('addProfile')}
        </Button>
      </div>
    </section>
  );
}
