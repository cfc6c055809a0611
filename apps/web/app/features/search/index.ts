// The search feature as other features see it; its other files are its own.
export { DrawerSearch } from './drawer-search.tsx'
export { HeaderSearch } from './header-search.tsx'
export { preloadSearch } from './lazy-search.tsx'
