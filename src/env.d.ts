/// <reference types="astro/client" />

// open-props ships its token files as CSS without type declarations.
declare module 'open-props/*';
