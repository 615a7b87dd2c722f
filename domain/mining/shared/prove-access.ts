/**
 * Who is offered the proof of humanity (seed 001 §6: proof access is for users in a human group who
 * have not confirmed), on the mining record: the tasks screen's proof card and the mining home's
 * tile (issue 44) both show by it, so nobody is led to /prove only to be sent back without a word.
 * The proof's deadline is the /prove route's to apply (it sends a user past it back to mining),
 * since the record does not carry it. Shared: the tasks and the mining home read it.
 */
export const offersProofCard = (mining: { readonly humanGroup: number; readonly confirmProve: boolean }): boolean => mining.humanGroup > 0 && !mining.confirmProve;
