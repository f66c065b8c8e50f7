// Validates a form with its shared zod schema loaded on demand: the landing page and the app shell carry the
// forms, and zod stays out of the first screen's JavaScript (the first-load budgets).
import type { FieldErrors } from '#web/lib/form-errors';
import { validateForm } from '#web/lib/form-errors';

type Schemas = typeof import('#shared/outreach.schema');

export async function validateWith<
  K extends 'waitlistInputSchema' | 'contactInputSchema' | 'parentNetworkInputSchema',
>(name: K, values: unknown, form: HTMLFormElement | null, setErrors: (errors: FieldErrors) => void) {
  const schemas: Schemas = await import('#shared/outreach.schema');
  const schema = schemas[name] as Schemas[K];
  return validateForm(schema as never, values, form, setErrors) as
    | ReturnType<Schemas[K]['parse']>
    | undefined;
}
