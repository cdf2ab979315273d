interface ImportMetaEnv {
  /** The contract's version (vite.config.ts's contractVersion): what the browser keeps is kept under it. */
  readonly VITE_CONTRACT_VERSION: string;
}
