// What the other features of this app use of this one: they import it from here, not from its files.
export { EditorialRoute } from './EditorialRoute';
export { editorialNeeds, editorialViewCalls, readEditorialPage } from './needs';
