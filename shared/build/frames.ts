// Build of an app's first-paint frames (dist/frames.json, see FramesFile in src/contracts.ts).
// A second, Node-targeted compilation of the app's frames module (src/frames.tsx) runs after the
// browser build; its output is loaded once and asked for the markup, which is written next to the
// browser build. The pages are rendered by React's own server renderer, so the frame is the same
// markup with the same class names as the page the browser renders moments later.
import { rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Compiler, RspackOptions, RspackPluginInstance } from '@rspack/core';
import type { FramesFile } from '../src/contracts';
import { typescriptRule } from './federation';

const PLUGIN = 'FramesPlugin';

/** What an app's frames module exports. */
export interface FramesModule {
  renderFrames: () => Promise<FramesFile>;
}

export interface FramesBuildOptions {
  packageDir: string;
  /** The frames module, relative to packageDir. */
  entry: string;
  /** Name of the browser build's configuration: the frames are written after it, into its dist/. */
  after: string;
  /** The public path the browser build gives its assets (for image URLs in the markup). */
  publicPath: string;
  /** The browser build's name for asset files, so the markup points at the files it emitted. */
  assetFilename: string;
}

/**
 * Stylesheet text with comments and indentation dropped. Kept whole otherwise: the frame must be
 * laid out exactly as the page that replaces it, so no rule is guessed away.
 */
export function compactCss(css: string): string {
  return css
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean)
    .join('\n');
}

class FramesPlugin implements RspackPluginInstance {
  constructor(
    private readonly bundleDir: string,
    private readonly distDir: string,
  ) {}

  apply(compiler: Compiler): void {
    compiler.hooks.afterEmit.tapPromise(PLUGIN, async (compilation) => {
      // A CLI --output-path (the remote contract test's) sends both builds to one folder: the
      // bundle then sits beside the browser build, and only its own files are removed after.
      const outputPath = compiler.options.output.path ?? this.bundleDir;
      const distDir = outputPath === this.bundleDir ? this.distDir : outputPath;
      const emitted = compilation.getAssets().map((asset) => path.join(outputPath, asset.name));
      try {
        const bundle = path.join(outputPath, 'frames.cjs');
        const load = createRequire(bundle);
        delete load.cache[bundle];
        const { renderFrames } = load(bundle) as FramesModule;
        const rendered = await renderFrames();
        const frames: FramesFile = { ...rendered, css: compactCss(rendered.css) };
        writeFileSync(path.join(distDir, 'frames.json'), JSON.stringify(frames));
      } finally {
        for (const file of emitted) rmSync(file, { force: true });
      }
    });
  }
}

/** The Node-targeted configuration that prerenders an app's frames after its browser build. */
export function framesBuildConfig(options: FramesBuildOptions): RspackOptions {
  const { packageDir, entry, after, publicPath, assetFilename } = options;
  // Outside dist/: the bundle is a build tool, never served.
  const bundleDir = path.join(packageDir, 'node_modules', '.frames');
  return {
    name: 'frames',
    dependencies: [after],
    context: packageDir,
    mode: 'production',
    target: 'node20',
    entry: { frames: entry },
    output: {
      path: bundleDir,
      filename: '[name].cjs',
      chunkFilename: 'frames-[name].[contenthash:8].cjs',
      library: { type: 'commonjs2' },
      publicPath,
      // Never clean: the folder may be the browser build's (see FramesPlugin).
      clean: false,
    },
    resolve: { extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'] },
    module: {
      rules: [
        typescriptRule(false),
        // A stylesheet imports as its text: the frames module hands the server the ones it needs.
        { test: /\.css$/, type: 'asset/source' },
        // Same names as the browser build's, which does emit them.
        {
          test: /\.(svg|png)$/,
          type: 'asset/resource',
          generator: { filename: assetFilename, emit: false },
        },
      ],
    },
    // ws (under socket.io-client) tries these optional native helpers and works without them.
    externals: { bufferutil: 'commonjs bufferutil', 'utf-8-validate': 'commonjs utf-8-validate' },
    optimization: { minimize: false },
    devtool: false,
    plugins: [new FramesPlugin(bundleDir, path.join(packageDir, 'dist'))],
  };
}
