import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';

const config = [
  ...nextVitals,
  ...nextTs,
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', ignoreRestSiblings: true }],
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'next/link',
              message: "Use '@/components/ui/link': it prefetches on intent, so pages do not download the code of every route they link to.",
            },
          ],
          patterns: [
            {
              group: ['lucide-react', 'lucide-react/*'],
              message:
                "Import each icon from its module, '@/components/icons/lucide/<name>': lucide-react's own components are client components and ship lucide's code to every page.",
            },
          ],
        },
      ],
    },
  },
  {
    files: ['components/ui/link.tsx', 'components/icons/lucide.test.tsx'],
    rules: { 'no-restricted-imports': 'off' },
  },
  {
    // The forms core runs on Node and on Cloudflare Workers alike (docs/forms.md, "One core, two hosts"):
    // only what every runtime has. Storage, mail, files and sockets come in from the host.
    files: [
      'server/core/**/*.ts',
      'server/mail/queue.ts',
      'server/mail/limits.ts',
      'server/mail/message.ts',
      'server/mail/templates.ts',
      'server/mail/transport.ts',
      'server/mail/transport-worker.ts',
      'server/rate-limit.ts',
    ],
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-imports': 'off',
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: ['fs', 'path', 'http', 'net', 'crypto', 'better-sqlite3', 'pg', 'nodemailer', '@/lib/data/load', '@/lib/site'].map(
            (name) => ({
              name,
              allowTypeImports: true,
              message: 'The forms core runs on Workers too: take it from the host (ApiContext), not from Node.',
            }),
          ),
          patterns: [
            {
              group: ['node:*'],
              allowTypeImports: true,
              message: 'The forms core runs on Workers too: take it from the host (ApiContext), not from Node.',
            },
          ],
        },
      ],
    },
  },
  {
    ignores: ['.next/**', 'out/**', 'node_modules/**', 'data/**', 'test-results/**', 'playwright-report/**', 'bench-results/**', '.wrangler/**', 'next-env.d.ts'],
  },
];

export default config;
