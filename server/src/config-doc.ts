// `tsx src/config-doc.ts > CONFIG.md`: the configuration table for the README.
import { configMarkdown } from './config';

process.stdout.write(configMarkdown());
