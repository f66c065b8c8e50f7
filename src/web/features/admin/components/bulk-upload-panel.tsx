// Bulk CSV import: a .csv file (template downloadable), read in the browser and sent as text; the result
// lists the inserted rows and every failed row with its number and messages.
import { type ChangeEvent, useRef, useState } from 'react';
import { PIPELINE_MESSAGES } from '../../../../shared/content-pipeline.schema';
import { CSV_TEMPLATE_FILE_NAME } from '../../../../shared/csv-import';
import { ErrorBanner, SuccessBanner } from '../../../components/banner';
import { Button } from '../../../components/button';
import { TEXT_LINK } from '../../../components/form-card';
import { Spinner } from '../../../components/spinner';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { CSV_TEMPLATE_URL, useImportCsv } from '../api/import-csv';
import { ScrollRegion } from './scroll-region';

export function BulkUploadPanel() {
  const importCsv = useImportCsv();
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const inputRef = useRef<HTMLInputElement>(null);

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0] ?? null;
    importCsv.reset();
    setFileError(chosen && !chosen.name.toLowerCase().endsWith('.csv') ? PIPELINE_MESSAGES.csvOnly : null);
    setFile(chosen);
  };

  const upload = async () => {
    if (!file) return setFileError(PIPELINE_MESSAGES.csvOnly);
    if (!file.name.toLowerCase().endsWith('.csv')) return setFileError(PIPELINE_MESSAGES.csvOnly);
    importCsv.mutate({ fileName: file.name, csv: await file.text() });
  };

  const result = importCsv.data;
  const failedRows = importCsv.error instanceof ApiError ? importCsv.error.issues : [];

  return (
    <div className="space-y-4">
      <p className="text-sm text-stone-700">
        Upload a .csv file with one video per row.{' '}
        <a href={CSV_TEMPLATE_URL} download={CSV_TEMPLATE_FILE_NAME} className={TEXT_LINK}>
          Download the template ({CSV_TEMPLATE_FILE_NAME})
        </a>
      </p>
      <div>
        <label htmlFor="bulk-csv-file" className="mb-1.5 block text-sm font-bold text-stone-900">
          CSV file
        </label>
        <input
          id="bulk-csv-file"
          ref={inputRef}
          type="file"
          accept=".csv,text/csv"
          onChange={choose}
          aria-invalid={fileError ? true : undefined}
          aria-describedby={fileError ? 'bulk-csv-error' : undefined}
          className="block w-full text-sm text-stone-800 file:mr-3 file:min-h-11 file:rounded-full file:border-0 file:bg-teal-50 file:px-4 file:font-semibold file:text-teal-900"
        />
        {fileError ? (
          <p id="bulk-csv-error" className="mt-1 text-sm font-semibold text-red-700">
            {fileError}
          </p>
        ) : null}
      </div>
      <Button onClick={() => void upload()} disabled={importCsv.isPending || !file}>
        {importCsv.isPending ? <Spinner className="size-4" /> : null}
        {importCsv.isPending ? 'Importing...' : 'Import CSV'}
      </Button>

      {importCsv.isError ? (
        <ErrorBanner>
          <p className="font-semibold">{errorMessage(importCsv.error)}</p>
          {failedRows.length > 0 ? (
            <ul className="mt-2 list-disc pl-5">
              {failedRows.map((issue) => (
                <li key={issue.path}>
                  {issue.path}: {issue.message}
                </li>
              ))}
            </ul>
          ) : null}
        </ErrorBanner>
      ) : null}

      {result ? (
        <div className="space-y-3">
          <SuccessBanner>
            Imported {result.inserted.length} of {result.totalRows} row(s) in {(result.ms / 1000).toFixed(1)}{' '}
            s; {result.failed.length} row(s) failed.
          </SuccessBanner>
          <ScrollRegion label="Import result by row">
            <table className="w-full text-left text-sm">
              <caption className="sr-only">Import result by row</caption>
              <thead className="bg-stone-50">
                <tr>
                  <th scope="col" className="px-3 py-2">
                    Row
                  </th>
                  <th scope="col" className="px-3 py-2">
                    Result
                  </th>
                  <th scope="col" className="px-3 py-2">
                    Details
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y divide-stone-200">
                {[
                  ...result.failed.map((row) => ({ row: row.row, ok: false, text: row.errors.join('; ') })),
                  ...result.inserted
                    .slice(0, 200)
                    .map((row) => ({ row: row.row, ok: true, text: row.title })),
                ]
                  .sort((a, b) => a.row - b.row)
                  .map((entry) => (
                    <tr key={entry.row} className={entry.ok ? undefined : 'bg-red-50'}>
                      <td className="px-3 py-2 font-semibold">{entry.row}</td>
                      <td className="px-3 py-2">{entry.ok ? 'Inserted' : 'Failed'}</td>
                      <td className="px-3 py-2">{entry.text}</td>
                    </tr>
                  ))}
              </tbody>
            </table>
          </ScrollRegion>
          {result.inserted.length > 200 ? (
            <p className="text-sm text-stone-600">The first 200 inserted rows are listed.</p>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}
