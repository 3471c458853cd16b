/** Admin imports: `importProductsCsv({ csv })` and `importWaitlistSurvey({ text })`. */
import { onCall } from 'firebase-functions/https';
import {
  importProductsCsvInputSchema,
  importWaitlistSurveyInputSchema,
  type ImportProductsCsvResult,
  type ImportWaitlistSurveyResult,
} from '@unlimited/domain';
import { config } from '../config';
import { firestore } from '../lib/admin';
import { actorOf, requireAdmin } from '../lib/auth';
import { handleErrors } from '../lib/errors';
import { parseInput } from '../lib/input';
import { importProductsCsv as importProducts } from './import-products';
import { importWaitlistSurvey as importSurvey } from './import-survey';
import { withAppCheck } from '../lib/app-check';

// Large imports create many documents: allow more time and memory than a member call.
const options = withAppCheck({
  region: config.region,
  maxInstances: config.maxInstances,
  timeoutSeconds: 300,
  memory: '512MiB',
} as const);

export const importProductsCsv = onCall<unknown, Promise<ImportProductsCsvResult>>(
  options,
  async (request) => {
    const caller = requireAdmin(request);
    const { csv } = parseInput(importProductsCsvInputSchema, request.data);
    return handleErrors('importProductsCsv', { uid: caller.uid }, () =>
      importProducts(firestore(), csv, actorOf(caller)),
    );
  },
);

export const importWaitlistSurvey = onCall<unknown, Promise<ImportWaitlistSurveyResult>>(
  options,
  async (request) => {
    const caller = requireAdmin(request);
    const { text } = parseInput(importWaitlistSurveyInputSchema, request.data);
    return handleErrors(
      'importWaitlistSurvey',
      { uid: caller.uid },
      () => importSurvey(firestore(), text, actorOf(caller)),
      'Failed to import data. Please check the format and try again.',
    );
  },
);
