// The children feature's public surface: what other features may use. Everything else here is private.
// Used by family (the children list, settings, deleting) and parent-setup (adding children, their screen time).

export { CHILDREN_QUERY_KEY, childrenQueryOptions, useChildren } from './api/get-children';
export { useUpdateChildren } from './api/update-child';
export { AddChildForm } from './components/add-child-form';
export { ChildAvatarPicker } from './components/child-avatar-picker';
export { InterfaceLanguageSelect } from './components/interface-language-select';
