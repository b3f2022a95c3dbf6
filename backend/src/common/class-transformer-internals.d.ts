// class-transformer (0.5.1, unchanged since 2021) keeps its metadata and default options out of its index; the
// validation pipe's fast path (common/validation.ts) reads both, as class-transformer itself does.
declare module 'class-transformer/cjs/storage.js' {
  export { defaultMetadataStorage } from 'class-transformer/types/storage.js';
}
declare module 'class-transformer/cjs/constants/default-options.constant.js' {
  export { defaultOptions } from 'class-transformer/types/constants/default-options.constant.js';
}
