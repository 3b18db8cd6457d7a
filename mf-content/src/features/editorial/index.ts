// What the other features of this app use of this one: they import it from here, not from its files.
export { EditorialRoute, editorialNeeds, editorialViewCalls, readEditorialPage } from './EditorialRoute';
