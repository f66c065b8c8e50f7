// The children feature's public surface: what other features may use. Everything else here is private.
export { AddChildForm, type AddChildFormProps } from './components/add-child-form';
