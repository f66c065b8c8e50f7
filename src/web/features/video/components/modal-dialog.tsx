// Kept for the pages that import it from here (child mode, family): the shared Modal is the one implementation.
import type { ComponentProps } from 'react';
import { Modal } from '../../../components/modal';

export function ModalDialog(props: ComponentProps<typeof Modal>) {
  return <Modal {...props} />;
}
