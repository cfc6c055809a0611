// What other folders may use of catalogue/ (docs/server-folders.md).
export { catalogueRoutes } from './catalogue.routes.ts'
export {
  type CacheVersion,
  catalogueCacheVersion,
  getPackage,
  listCategories,
  listPackages,
  packageHindiOf,
  packageOf,
} from './catalogue.service.ts'
export { demoCataloguePlugin } from './demo-catalogue/demo-catalogue.plugin.ts'
export { durationText } from './demo-catalogue/load.ts'
export { type ImageMeta, type ImageMetaMap, srcsetOf } from './image-sources.ts'
export {
  createImageVersions,
  type ImageVersions,
  type ImageVersionsOption,
} from './image-versions.ts'
export {
  bumpCatalogueVersion,
  findPackageById,
  type PackageDetailRow,
} from './packages.repository.ts'
