// The bulk CSV import (admin only): the template, the upload (stored and queued as a job: 202 with the import),
// the recent imports and one import's progress and, once finished, its result table.
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { access, requireUserFrom } from '#server/access';
import type { AppEnv } from '#server/http/app-env';
import { AppError, parseOrThrow } from '#server/http/app-error';
import { readJson } from '#server/http/read-json';
import { CSV_TEMPLATE_FILE_NAME, csvTemplate } from '#shared/csv-import';
import { csvImportSchema } from '#shared/csv-import.schema';
import { getCsvImport, listCsvImports, startCsvImport } from './bulk-import.service';

/** 30 MB of CSV text plus the JSON around it. */
const MAX_IMPORT_BYTES = 31 * 1024 * 1024;

export const bulkImportRoutes = new Hono<AppEnv>()
  .get('/template', access({ audience: 'admin' }), (c) => {
    c.header('Content-Type', 'text/csv; charset=utf-8');
    c.header('Content-Disposition', `attachment; filename="${CSV_TEMPLATE_FILE_NAME}"`);
    return c.body(csvTemplate());
  })
  .get('/', access({ audience: 'admin' }), async (c) =>
    c.json({ imports: await listCsvImports(c.get('deps').db) }),
  )
  .get('/:id', access({ audience: 'admin' }), async (c) =>
    c.json(await getCsvImport(c.get('deps').db, c.req.param('id'))),
  )
  .post(
    '/',
    access({ audience: 'admin' }),
    // The file arrives as JSON text; refuse oversized bodies before reading them into memory.
    bodyLimit({
      maxSize: MAX_IMPORT_BYTES,
      onError: () => {
        throw new AppError('PAYLOAD_TOO_LARGE', 'fileLargerThan30Mb');
      },
    }),
    async (c) => {
      const input = parseOrThrow(csvImportSchema, await readJson(c));
      const user = await requireUserFrom(c);
      return c.json(await startCsvImport(c.get('deps'), user.id, input), 202);
    },
  );
