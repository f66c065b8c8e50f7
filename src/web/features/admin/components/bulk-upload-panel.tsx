// Bulk CSV import: a .csv file (template downloadable), read in the browser and sent as text; the server runs it
// as a background job. A progress bar follows the job (also after leaving the page and coming back: the latest
// running import is shown again), then the result lists the inserted rows and every failed row with its number
// and messages. Recent imports can be opened again.
import { useQueryClient } from '@tanstack/react-query';
import { type ChangeEvent, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CSV_TEMPLATE_FILE_NAME } from '#shared/csv-import';
import { type CsvImportStatus, type CsvImportView, csvImportPercent } from '#shared/csv-import.schema';
import { PIPELINE_MESSAGES } from '#shared/pipeline-messages';
import { ErrorBanner, SuccessBanner } from '#web/components/banner';
import { Button } from '#web/components/button';
import { TEXT_LINK } from '#web/components/form-card';
import { LoadingState, Spinner } from '#web/components/spinner';
import { errorMessage } from '#web/lib/api-client';
import { messageText } from '#web/lib/i18n/message-text';
import { useCreators } from '../api/get-creators';
import {
  CSV_TEMPLATE_URL,
  isImportRunning,
  useCsvImport,
  useRecentCsvImports,
  useStartCsvImport,
} from '../api/import-csv';
import { useAdminFormats } from '../format';
import { ScrollRegion } from './scroll-region';

const STATUS_KEYS: Record<CsvImportStatus, `bulk.statuses.${CsvImportStatus}`> = {
  queued: 'bulk.statuses.queued',
  running: 'bulk.statuses.running',
  done: 'bulk.statuses.done',
  failed: 'bulk.statuses.failed',
};

export function BulkUploadPanel() {
  const { t } = useTranslation('admin');
  const queryClient = useQueryClient();
  const startImport = useStartCsvImport();
  const recent = useRecentCsvImports();
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [currentId, setCurrentId] = useState<string | null>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const current = useCsvImport(currentId);

  // Coming back to the page: the latest import that is still running is shown again.
  const latestRunning = recent.data?.find(isImportRunning);
  useEffect(() => {
    if (currentId === null && latestRunning) setCurrentId(latestRunning.id);
  }, [currentId, latestRunning]);

  // Once the shown import has finished, the content lists and the recent imports are fetched again (once).
  const refreshedFor = useRef<string | null>(null);
  const finishedId = current.data && !isImportRunning(current.data) ? current.data.id : null;
  useEffect(() => {
    if (!finishedId || refreshedFor.current === finishedId) return;
    refreshedFor.current = finishedId;
    void queryClient.invalidateQueries({
      queryKey: ['admin'],
      predicate: (query) => query.queryKey[1] !== 'csv-imports' || query.queryKey.length === 2,
    });
  }, [finishedId, queryClient]);

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0] ?? null;
    startImport.reset();
    setFileError(chosen && !chosen.name.toLowerCase().endsWith('.csv') ? PIPELINE_MESSAGES.csvOnly : null);
    setFile(chosen);
  };

  const upload = async () => {
    if (!file) return setFileError(PIPELINE_MESSAGES.csvOnly);
    if (!file.name.toLowerCase().endsWith('.csv')) return setFileError(PIPELINE_MESSAGES.csvOnly);
    startImport.mutate(
      { fileName: file.name, csv: await file.text() },
      { onSuccess: (view) => setCurrentId(view.id) },
    );
  };

  const running = current.data ? isImportRunning(current.data) : false;
  const busy = startImport.isPending || running;

  return (
    <div className="space-y-4">
      <p className="text-sm text-stone-700">
        {t('bulk.intro')}{' '}
        <a href={CSV_TEMPLATE_URL} download={CSV_TEMPLATE_FILE_NAME} className={TEXT_LINK}>
          {t('bulk.template', { file: CSV_TEMPLATE_FILE_NAME })}
        </a>
      </p>
      <p className="text-sm text-stone-700">{t('bulk.valuesHint')}</p>
      <CreatorIds />
      <div>
        <label htmlFor="bulk-csv-file" className="mb-1.5 block text-sm font-bold text-stone-900">
          {t('bulk.fileLabel')}
        </label>
        <input
          id="bulk-csv-file"
          ref={inputRef}
          type="file"
          accept=".csv,text/csv"
          onChange={choose}
          aria-invalid={fileError ? true : undefined}
          aria-describedby={fileError ? 'bulk-csv-error' : undefined}
          className="block w-full text-sm text-stone-800 file:me-3 file:min-h-11 file:rounded-full file:border-0 file:bg-teal-50 file:px-4 file:font-semibold file:text-teal-900"
        />
        {fileError ? (
          <p id="bulk-csv-error" className="mt-1 text-sm font-semibold text-red-700">
            {messageText(fileError)}
          </p>
        ) : null}
      </div>
      <Button onClick={() => void upload()} disabled={busy || !file}>
        {busy ? <Spinner className="size-4" /> : null}
        {startImport.isPending ? t('bulk.uploading') : running ? t('bulk.importing') : t('bulk.import')}
      </Button>

      {startImport.isError ? (
        <ErrorBanner>
          <p className="font-semibold">{errorMessage(startImport.error)}</p>
        </ErrorBanner>
      ) : null}

      {currentId ? (
        current.isPending ? (
          <LoadingState label={t('bulk.loadingImport')} />
        ) : current.isError ? (
          <ErrorBanner>
            <p className="font-semibold">{errorMessage(current.error)}</p>
            <Button variant="secondary" size="sm" className="mt-2" onClick={() => void current.refetch()}>
              {t('bulk.tryAgain')}
            </Button>
          </ErrorBanner>
        ) : isImportRunning(current.data) ? (
          <ImportProgress view={current.data} />
        ) : (
          <ImportResult view={current.data} />
        )
      ) : null}

      <RecentImports
        recent={recent}
        currentId={currentId}
        onShow={(id) => {
          startImport.reset();
          setCurrentId(id);
        }}
      />
    </div>
  );
}

/**
 * The ids the template's creator_profile_id column asks for, which no other admin screen shows, next to the
 * names and e-mails an admin knows creators by (an e-mail is accepted in that column too).
 */
function CreatorIds() {
  const { t } = useTranslation('admin');
  const creators = useCreators();
  return (
    <details className="rounded-xl border border-stone-200 bg-stone-50 p-3 text-sm">
      <summary className="min-h-11 cursor-pointer content-center font-semibold text-stone-900">
        {t('bulk.creatorIds.summary')}
      </summary>
      <p className="mt-2 text-stone-700">{t('bulk.creatorIds.hint')}</p>
      {creators.isPending ? (
        <LoadingState label={t('bulk.creatorIds.loading')} />
      ) : creators.isError ? (
        <ErrorBanner>
          <p className="font-semibold">{errorMessage(creators.error)}</p>
        </ErrorBanner>
      ) : creators.data.length === 0 ? (
        <p className="mt-2 text-stone-700">{t('notes.noCreatorProfiles')}</p>
      ) : (
        <ScrollRegion label={t('bulk.creatorIds.label')}>
          <table className="mt-2 w-full text-start">
            <caption className="sr-only">{t('bulk.creatorIds.label')}</caption>
            <thead>
              <tr>
                <th scope="col" className="px-2 py-1 text-start">
                  {t('bulk.creatorIds.name')}
                </th>
                <th scope="col" className="px-2 py-1 text-start">
                  {t('bulk.creatorIds.email')}
                </th>
                <th scope="col" className="px-2 py-1 text-start">
                  {t('bulk.creatorIds.id')}
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-stone-200">
              {creators.data.map((creator) => (
                <tr key={creator.id}>
                  <td className="px-2 py-1">{creator.fullName}</td>
                  <td className="px-2 py-1" dir="ltr">
                    {creator.email ?? t('bulk.creatorIds.noEmail')}
                  </td>
                  <td className="px-2 py-1">
                    <code dir="ltr" className="select-all break-all font-mono text-xs">
                      {creator.id}
                    </code>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollRegion>
      )}
    </details>
  );
}

function ImportProgress({ view }: { view: CsvImportView }) {
  const { t } = useTranslation('admin');
  const format = useAdminFormats();
  const percent = csvImportPercent(view);
  const known = view.status === 'running' && view.totalRows !== null;
  const text =
    view.status === 'queued'
      ? t('bulk.waiting')
      : view.totalRows === null
        ? t('bulk.reading')
        : t('bulk.progress', {
            processed: format.number(view.processedRows),
            total: format.number(view.totalRows),
            percent: format.percent(percent),
          });
  return (
    <div className="space-y-2">
      <div
        role="progressbar"
        aria-label={t('bulk.progressLabel', { file: view.fileName })}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={known ? percent : undefined}
        aria-valuetext={text}
        className="h-4 overflow-hidden rounded-full bg-stone-200"
      >
        <div
          className={`h-full rounded-full bg-teal-600 transition-[width] ${known ? '' : 'animate-pulse'}`}
          style={{ width: `${known ? percent : 100}%`, opacity: known ? 1 : 0.35 }}
        />
      </div>
      <p className="text-sm font-semibold text-stone-700">{text}</p>
      {known ? (
        <p className="text-sm text-stone-600">
          {t('bulk.soFar', {
            inserted: format.number(view.insertedCount),
            failed: format.number(view.failedCount),
          })}
        </p>
      ) : null}
    </div>
  );
}

function ImportResult({ view }: { view: CsvImportView }) {
  const { t } = useTranslation('admin');
  const format = useAdminFormats();
  const result = view.result ?? { inserted: [], failed: [] };
  const rows = [
    ...result.failed.map((row) => ({
      row: row.row,
      ok: false,
      text: row.errorKeys.map((error) => messageText(error)).join('; '),
    })),
    ...result.inserted.map((row) => ({ row: row.row, ok: true, text: row.title })),
  ].sort((a, b) => a.row - b.row);
  return (
    <div className="space-y-3">
      {view.status === 'done' ? (
        <SuccessBanner>
          {t('bulk.done', {
            inserted: format.plain(view.insertedCount),
            total: format.plain(view.totalRows ?? 0),
            seconds: format.seconds((view.ms ?? 0) / 1000),
            failed: format.plain(view.failedCount),
          })}
        </SuccessBanner>
      ) : (
        <ErrorBanner>
          <p className="font-semibold">{view.error ? messageText(view.errorKey ?? view.error) : null}</p>
        </ErrorBanner>
      )}
      {rows.length > 0 ? (
        <ScrollRegion label={t('bulk.resultLabel')}>
          <table className="w-full text-start text-sm">
            <caption className="sr-only">{t('bulk.resultLabel')}</caption>
            <thead className="bg-stone-50">
              <tr>
                <th scope="col" className="px-3 py-2">
                  {t('bulk.row')}
                </th>
                <th scope="col" className="px-3 py-2">
                  {t('bulk.result')}
                </th>
                <th scope="col" className="px-3 py-2">
                  {t('bulk.details')}
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-stone-200">
              {rows.map((entry) => (
                <tr key={entry.row} className={entry.ok ? undefined : 'bg-red-50'}>
                  <td className="px-3 py-2 font-semibold">{entry.row}</td>
                  <td className="px-3 py-2">{entry.ok ? t('bulk.inserted') : t('bulk.failed')}</td>
                  <td className="px-3 py-2">{entry.text}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollRegion>
      ) : null}
      {view.insertedCount > result.inserted.length ? (
        <p className="text-sm text-stone-600">
          {t('bulk.firstInserted', {
            count: result.inserted.length,
            n: format.number(result.inserted.length),
          })}
        </p>
      ) : null}
      {view.failedCount > result.failed.length ? (
        <p className="text-sm text-stone-600">
          {t('bulk.firstFailed', { count: result.failed.length, n: format.number(result.failed.length) })}
        </p>
      ) : null}
    </div>
  );
}

function RecentImports({
  recent,
  currentId,
  onShow,
}: {
  recent: ReturnType<typeof useRecentCsvImports>;
  currentId: string | null;
  onShow: (id: string) => void;
}) {
  const { t } = useTranslation('admin');
  const format = useAdminFormats();
  return (
    <section aria-labelledby="recent-imports-heading" className="space-y-2 border-t border-stone-200 pt-4">
      <h3 id="recent-imports-heading" className="text-sm font-bold text-stone-900">
        {t('bulk.recentTitle')}
      </h3>
      {recent.isPending ? (
        <p className="text-sm text-stone-600">{t('bulk.recentLoading')}</p>
      ) : recent.isError ? (
        <ErrorBanner>{errorMessage(recent.error)}</ErrorBanner>
      ) : recent.data.length === 0 ? (
        <p className="text-sm text-stone-600">{t('bulk.recentEmpty')}</p>
      ) : (
        <ul className="divide-y divide-stone-200 text-sm">
          {recent.data.map((entry) => {
            const when = format.dateTime(entry.createdAt);
            return (
              <li key={entry.id} className="flex flex-wrap items-center justify-between gap-2 py-2">
                <span>
                  <span translate="no" dir="auto" className="font-semibold text-stone-900">
                    {entry.fileName}
                  </span>{' '}
                  <span className="text-stone-600">
                    {t('bulk.recentSummary', {
                      when,
                      status: t(STATUS_KEYS[entry.status]),
                      inserted: format.number(entry.insertedCount),
                      failed: format.number(entry.failedCount),
                    })}
                  </span>
                </span>
                <Button
                  variant="secondary"
                  size="sm"
                  onClick={() => onShow(entry.id)}
                  aria-label={t('bulk.showLabel', { file: entry.fileName, when })}
                  aria-pressed={entry.id === currentId}
                >
                  {t('bulk.show')}
                </Button>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
