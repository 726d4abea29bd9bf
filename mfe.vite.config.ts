import { defineConfig } from 'vite';

/**
 * The profile micro-frontend as one standalone ES module with its stylesheet, at a
 * stable URL (runtime config `microFrontends.profile`), built after the Astro site.
 */
export default defineConfig({
  publicDir: false,
  logLevel: 'warn',
  esbuild: { jsx: 'automatic' },
  define: { 'process.env.NODE_ENV': '"production"' },
  build: {
    outDir: 'dist/client/mfe',
    emptyOutDir: true,
    cssCodeSplit: false,
    // Library mode keeps whitespace (for a consumer's bundler); this module goes to browsers as is.
    minify: true,
    // Hosts load one file: the profile's lazily loaded tabs are inlined rather than split into chunks
    // (rolldown's replacement for inlineDynamicImports).
    rolldownOptions: { output: { minify: true, codeSplitting: false } },
    lib: {
      entry: 'src/islands/profile/mfe/entry.tsx',
      formats: ['es'],
      fileName: () => 'profile.js',
      cssFileName: 'profile',
    },
  },
});
