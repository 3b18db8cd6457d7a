// The header search widget. The shell renders it outside any router, so it navigates through the
// history API, which single-spa and every remote's router follow.
import { SearchBar } from '../features/search-bar/SearchBar';

export type { SearchBarProps } from '../features/search-bar/SearchBar';
export { SearchBar };
export default SearchBar;
