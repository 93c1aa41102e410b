// Brotli copies of the build's scripts, stylesheets and images (name.br beside name), written once
// at the strongest setting. The server sends them to browsers that accept Brotli instead of
// compressing each response on the fly at the quick setting it can afford per request, which
// leaves the bundles about a sixth larger.
import { brotliCompressSync, constants } from 'node:zlib';
import type { Compiler, RspackPluginInstance } from '@rspack/core';

const PLUGIN = 'PrecompressPlugin';
/** What the server publishes and is worth compressing (source maps stay on the server). */
const COMPRESSIBLE = /\.(js|css|svg)$/;
/** Below this, compression saves less than the round trip it cannot shorten. */
const MIN_BYTES = 1024;

export class PrecompressPlugin implements RspackPluginInstance {
  apply(compiler: Compiler): void {
    const { Compilation, sources } = compiler.rspack;
    compiler.hooks.thisCompilation.tap(PLUGIN, (compilation) => {
      compilation.hooks.processAssets.tap(
        // After minification, like any compression of what is shipped.
        { name: PLUGIN, stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_TRANSFER },
        (assets) => {
          for (const [name, source] of Object.entries(assets)) {
            if (!COMPRESSIBLE.test(name)) continue;
            const content = source.buffer();
            if (content.length < MIN_BYTES) continue;
            const compressed = brotliCompressSync(content, {
              params: {
                [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
                [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
                [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
              },
            });
            if (compressed.length < content.length)
              compilation.emitAsset(`${name}.br`, new sources.RawSource(compressed));
          }
        },
      );
    });
  }
}
