interface ImportMetaEnv {
  /** The language of the build serving this page (vite.config.ts); unset in dev and unit tests. */
  readonly PAGE_LOCALE?: 'en' | 'hi'
}
