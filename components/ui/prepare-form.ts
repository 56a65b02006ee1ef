import { prepareToasts } from '@/components/ui/toaster';
import { loadValidation } from '@/lib/forms/validation';

/**
 * Called on a form's first focus: starts loading its validation (zod) and toast (sonner) code, which pages
 * do not ship up front. By the time the visitor leaves a field or submits, both are usually there.
 */
export function prepareForm(): void {
  void loadValidation();
  prepareToasts();
}
