import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import noLiteralJsxText from './eslint-rules/no-literal-jsx-text.js';

const ouvrage = { rules: { 'no-literal-jsx-text': noLiteralJsxText } };

/** ARCHITECTURE.md's folder rules, as import restrictions. */
const restrict = (patterns) => ({ 'no-restricted-imports': ['error', { patterns }] });

export default tseslint.config(
  {
    ignores: [
      'dist',
      'dist-test',
      'var',
      'node_modules',
      'server/db/migrations',
      'coverage',
      'bench/results',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node }, ecmaVersion: 2023 },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks, ouvrage },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'ouvrage/no-literal-jsx-text': 'error',
    },
  },
  {
    files: ['src/machines/**/*.ts'],
    rules: restrict([
      {
        group: ['react', 'react-dom', 'react/*', '@xstate/react'],
        message: 'Machines never import React.',
      },
      { group: ['@chakra-ui/*', '@emotion/*'], message: 'Machines never import UI libraries.' },
      { group: ['three', 'three/*', '@react-three/*'], message: 'Machines never import three.js.' },
      {
        group: ['**/ui/**', '@/ui/**', '**/viewer/**', '@/viewer/**'],
        message: 'Machines never import views.',
      },
    ]),
  },
  {
    files: ['src/ui/**/*.{ts,tsx}', 'src/viewer/**/*.{ts,tsx}'],
    rules: restrict([
      { group: ['ky', 'ky/*'], message: 'Views never call ky: use a function of src/api.' },
      { group: ['**/server/**'], message: 'The client never imports the server.' },
    ]),
  },
  {
    files: ['src/ifc/**/*.ts'],
    rules: restrict([
      {
        group: [
          '**/ui/**',
          '@/ui/**',
          '**/machines/**',
          '@/machines/**',
          '**/viewer/**',
          '@/viewer/**',
          '**/server/**',
          'react',
          'three',
          'three/*',
          'ky',
        ],
        message: 'src/ifc is plain IFC reading, shared by the browser and the server.',
      },
    ]),
  },
  {
    files: ['src/api/**/*.ts'],
    rules: restrict([
      {
        group: ['**/ui/**', '@/ui/**', '**/machines/**', '@/machines/**', 'react', '@chakra-ui/*'],
        message: 'src/api is the bottom layer.',
      },
      { group: ['**/server/**'], message: 'The client never imports the server.' },
    ]),
  },
  {
    files: ['server/**/*.ts'],
    rules: restrict([
      {
        group: [
          '**/src/ui/**',
          '@/ui/**',
          '**/src/machines/**',
          // The order's life is one definition for both sides (issue 20).
          '!**/src/machines/order.machine',
          '@/machines/**',
          '**/src/viewer/**',
        ],
        message: 'The server never imports client views or machines.',
      },
      {
        group: ['react', 'react-dom', '@chakra-ui/*', 'three'],
        message: 'The server never imports client libraries.',
      },
    ]),
  },
  {
    files: ['**/*.test.{ts,tsx}', '**/*.spec.ts', 'tests/**/*.ts'],
    rules: { 'ouvrage/no-literal-jsx-text': 'off' },
  },
);
