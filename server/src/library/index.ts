// What other parts of the server use of the library: speech synthesis (news is read aloud with
// it) and queueing the seed library (the server does at its first start).
export { queueSeedLibrary } from './seed/job';
export { synthesiseSection, SynthesisError, type SynthesisTools } from './synthesis';
