// The bulk upload formats of product rules §5: .xls, .xlsx, .csv. The server checks the content too; this
// only catches a wrong choice before anything is sent.
export const SPREADSHEET_ACCEPT = '.xls,.xlsx,.csv';

export function isSpreadsheetFileName(name: string): boolean {
  return /\.(xls|xlsx|csv)$/i.test(name.trim());
}
