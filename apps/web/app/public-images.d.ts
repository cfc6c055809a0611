/** An image of `public/images` under its content-versioned URL (build-tools/public-images.ts). */
declare module 'public-image:*' {
  const url: string
  export default url
}
