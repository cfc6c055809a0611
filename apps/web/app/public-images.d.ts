/** An image of `public/images` under its content-versioned URL (vite-plugins/public-images.ts). */
declare module 'public-image:*' {
  const url: string
  export default url
}
