interface ImportMetaEnv {
  /** API origin when the API is not served from the page's own origin; empty means same origin. */
  readonly VITE_API_URL?: string;
}
