import { z } from 'zod';
import type { Translate } from '@/lib/i18n/translator';

// Schemas carry message *keys* ("validation.required", "communities.titleRequired"); the wrapper and the
// forms translate them. Issues that a schema did not word get a generic key from this map.
export const keyedErrors: z.core.$ZodErrorMap = (issue) => {
  switch (issue.code) {
    case 'invalid_type':
      return issue.input === undefined || issue.input === null
        ? 'validation.required'
        : 'validation.invalidType';
    case 'too_small':
      if (issue.origin === 'string')
        return Number(issue.minimum) <= 1 ? 'validation.required' : 'validation.tooShort';
      return 'validation.tooSmall';
    case 'too_big':
      return issue.origin === 'string' ? 'validation.tooLong' : 'validation.tooBig';
    case 'invalid_format':
      if (issue.format === 'email') return 'validation.invalidEmail';
      if (issue.format === 'url') return 'validation.invalidUrl';
      if (issue.format === 'uuid') return 'validation.invalidUuid';
      return 'validation.invalidType';
    case 'invalid_value':
      return 'validation.invalidEnum';
    case 'unrecognized_keys':
      return 'validation.unknownKeys';
    default:
      return 'validation.invalidType';
  }
};

export interface FieldErrors {
  message: string;
  fields: Record<string, string>;
}

function valuesOf(issue: z.core.$ZodIssue): Record<string, string | number> {
  const v: Record<string, string | number> = {};
  if ('minimum' in issue && issue.minimum !== undefined) v.min = Number(issue.minimum);
  if ('maximum' in issue && issue.maximum !== undefined) v.max = Number(issue.maximum);
  return v;
}

/** Translates a ZodError: the first failing rule's message, and one message per field. */
export function translateIssues(error: z.ZodError, t: Translate): FieldErrors {
  const fields: Record<string, string> = {};
  let first: string | undefined;
  for (const issue of error.issues) {
    const text = t(issue.message, valuesOf(issue));
    first ??= text;
    const path = issue.path.join('.') || '_';
    fields[path] ??= text;
  }
  return { message: first ?? t('errors.validation'), fields };
}

export function parseWith<T extends z.ZodType>(schema: T, input: unknown) {
  return schema.safeParse(input, { error: keyedErrors });
}
