// The bundler loads a stylesheet as its text (esbuild's "text" loader); the page injects it.
declare module "*.css" {
  const text: string;
  export default text;
}
