// The parts of a post card only its author uses, in one chunk (decision 381): the "⋮" menu, the edit form
// and the removal with its confirmation. ./post-menu loads it when the menu is hovered, focused or first
// opened; the card renders the form and the removal from it (lazyPart, so next-intl comes along).
export { PostMenuContent } from './post-menu-content';
export { EditPost } from './edit-post';
export { DeletePost } from './delete-post';
