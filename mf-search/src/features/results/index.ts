// What the other features of this app use of this one: they import it from here, not from its files.
export { personInputProblem } from './inputProblem';
export { useFilterLists } from './useFilterLists';
