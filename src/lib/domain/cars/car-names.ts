// How an offer names its car: the model, and whether the desk may give a similar one.
const OR_SIMILAR = / or similar$/;
/** An offer's vehicle name is English ("Toyota Corolla or similar"): its model, and whether the desk may give a similar car. */
export function modelOf(name: string): { model: string; orSimilar: boolean } {
  return OR_SIMILAR.test(name) ? { model: name.replace(OR_SIMILAR, ''), orSimilar: true } : { model: name, orSimilar: false };
}
