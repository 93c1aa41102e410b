// The bulk upload formats of product rules §5: .xls, .xlsx, .csv. The server checks the content too; this
// only catches a wrong choice before anything is sent.
export const SPREADSHEET_ACCEPT = '.xls,.xlsx,.csv';

export function isSpreadsheetFileName(name: string): boolean {
  return /\.(xls|xlsx|csv)$/i.test(name.trim());
}

// Job feeds (the importer reads CSV, JSON, and JSON-LD alone or inside an HTML page). The server
// tells the format by content and refuses a file that is not text; the name only catches a wrong
// choice early.
export const FEED_ACCEPT = '.csv,.json,.jsonld,.html,.htm';

/** The importer's limit on one feed file (server/src/routes/careers.ts, IMPORT_FILE_BYTES). */
export const FEED_MAX_BYTES = 10 * 1024 * 1024;

export function isFeedFileName(name: string): boolean {
  return /\.(csv|json|jsonld|html|htm)$/i.test(name.trim());
}
