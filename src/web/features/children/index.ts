// The children feature's public surface: what other features may use. Everything else here is private.

export { CHILDREN_QUERY_KEY, useChildren } from './api/get-children';
export { AddChildForm, type AddChildFormProps } from './components/add-child-form';
