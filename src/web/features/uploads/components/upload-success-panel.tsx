// The panel shown once an item has been added (file or link): a pending item links to its preview page, not to
// /video/:id ('Video not found' until it is published), and offers to add another.
import { Link } from 'react-router';
import { Button } from '#web/components/button';

export function UploadSuccessPanel({
  heading,
  hint,
  contentId,
  previewLabel,
  anotherLabel,
  onAnother,
}: {
  heading: string;
  hint?: string;
  contentId: string;
  previewLabel: string;
  anotherLabel: string;
  onAnother: () => void;
}) {
  return (
    <div
      role="status"
      className="space-y-3 rounded-2xl border border-emerald-200 bg-emerald-50 p-5 text-emerald-950"
    >
      <p className="text-lg font-bold">{heading}</p>
      {hint ? <p>{hint}</p> : null}
      <p>
        <Link to={`/uploads/${contentId}`} className="font-semibold underline">
          {previewLabel}
        </Link>
      </p>
      <Button variant="secondary" onClick={onAnother}>
        {anotherLabel}
      </Button>
    </div>
  );
}
