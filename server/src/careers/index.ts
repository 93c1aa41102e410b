// What other parts of the server use of careers: the person's career context (the career
// assistant answers with it) and the postings store and catalogue (the seed fills them).
export { importPostings } from './importer';
export { isoDay, JobPostings } from './postings';
export { datedAsOf, readSampleCatalogue } from './sample-catalogue';
export type { CareerContext } from './service';
