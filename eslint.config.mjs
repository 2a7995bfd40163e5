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
