import type { BuildOptions } from 'esbuild';
import { OutputFormat, type BundlingOptions } from 'aws-cdk-lib/aws-lambda-nodejs';

/**
 * How every Lambda is bundled: one ESM file for Node 22 with all dependencies inside (the AWS SDK too, so
 * the code runs on the SDK version the tests ran against, not whatever the runtime ships).
 * The banner gives ESM bundles a `require` for CommonJS dependencies that call it.
 */
export const esmBanner =
  "import { createRequire as __ledgerlineCreateRequire } from 'node:module'; const require = __ledgerlineCreateRequire(import.meta.url);";
export const nodeTarget = 'node22';

/**
 * The local twin's document reader (pdf.js, a native canvas, tesseract.js and its English model): loaded with
 * import() only when STAGE is not 'aws' — in AWS, Textract reads documents — so no Lambda bundle includes them
 * (the canvas is a native addon esbuild cannot bundle, and together they weigh tens of megabytes).
 */
export const localOnlyModules = ['pdfjs-dist', '@napi-rs/canvas', 'tesseract.js', '@tesseract.js-data/eng'];

/** For NodejsFunction: local esbuild, never Docker. */
export const cdkBundling: BundlingOptions = {
  forceDockerBundling: false,
  format: OutputFormat.ESM,
  target: nodeTarget,
  mainFields: ['module', 'main'],
  banner: esmBanner,
  minify: true,
  sourceMap: true,
  sourcesContent: false,
  externalModules: localOnlyModules,
};

/** The same options for esbuild's own API, so a benchmark measures what is deployed. */
export function esbuildOptions(entry: string, outfile: string): BuildOptions {
  return {
    entryPoints: [entry],
    outfile,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: nodeTarget,
    mainFields: ['module', 'main'],
    banner: { js: esmBanner },
    minify: true,
    sourcemap: true,
    sourcesContent: false,
    external: localOnlyModules,
  };
}
