import next from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';

const config = [
  ...next,
  ...nextTs,
  {
    ignores: [
      '.next/**',
      'bench/bare/.next/**',
      'node_modules/**',
      '.data/**',
      'lib/generated/**',
      'coverage/**',
      'playwright-report/**',
      'test-results/**',
      'next-env.d.ts',
    ],
  },
  {
    rules: {
      '@typescript-eslint/no-explicit-any': 'off',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    // Route handlers and pages reach the database only through services in lib/<feature>/.
    files: ['app/**/*.ts', 'app/**/*.tsx', 'components/**/*.tsx', 'components/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            { name: '@/lib/server/db', message: 'Call a service in lib/<feature>/ instead of Prisma.' },
          ],
          patterns: [
            {
              group: ['@/lib/generated/prisma/client'],
              message: 'Call a service in lib/<feature>/ instead of Prisma.',
            },
          ],
        },
      ],
    },
  },
  {
    // The student shell and the parts of the student pages' first load link with
    // components/ui/app-link.tsx, not next/link (decision 330). The rule's options replace those of the
    // block above for these files, so the Prisma restriction is repeated.
    files: [
      'components/shell/**/*.tsx',
      'components/frame/**/*.tsx',
      'components/course/**/*.tsx',
      'components/showcase/**/*.tsx',
      'components/home/**/*.tsx',
      'components/notifications/**/*.tsx',
      'components/ui/**/*.tsx',
      'components/lives/live-alert.tsx',
      'components/quizzes/student/lesson-quizzes.tsx',
      'components/community/blocked-state.tsx',
      'components/community/continue-watching.tsx',
      'components/community/post-card.tsx',
      'components/community/community-feed.tsx',
    ],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            { name: '@/lib/server/db', message: 'Call a service in lib/<feature>/ instead of Prisma.' },
            {
              name: 'next/link',
              message:
                'Student first-load parts link with AppLink (components/ui/app-link.tsx), decision 330.',
            },
          ],
          patterns: [
            {
              group: ['@/lib/generated/prisma/client'],
              message: 'Call a service in lib/<feature>/ instead of Prisma.',
            },
          ],
        },
      ],
    },
  },
  {
    // No user-visible literal outside messages/: JSX text comes from the translation files.
    files: ['app/**/*.tsx', 'components/**/*.tsx'],
    rules: {
      'react/jsx-no-literals': [
        'error',
        {
          noStrings: true,
          ignoreProps: true,
          allowedStrings: ['·', '•', '—', '–', '/', '|', ':', '(', ')', '%', '+', '-', '×', '*', '…'],
        },
      ],
    },
  },
];

export default config;
