// `tsx src/config-doc.ts`: prints the configuration table that the README's Configuration section holds.
import { configMarkdown } from './config';

process.stdout.write(configMarkdown());
