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
    ignores: ['.next/**', 'out/**', 'node_modules/**', 'data/**', 'test-results/**', 'playwright-report/**', 'next-env.d.ts'],
  },
];

export default config;
