// `dataset_cases.public`: the public projection of a frozen case (never its answer or hidden
// material). Built by the domain's projection as the dataset is stored, so it is typed by
// construction; the schema checks stored rows in tests.
import { z } from 'zod';
import type { PublicCase } from '../../domain/dataset/public-case.ts';

export type { PublicCase };

export const publicCaseDocument = z.looseObject({
  id: z.string(),
  benchmark: z.string(),
  category: z.string(),
  question: z.string(),
  messages: z.array(z.object({ role: z.enum(['system', 'user', 'developer']), content: z.string() })),
  choices: z.array(z.string()).optional(),
  input_status: z.enum(['available', 'unavailable']),
  input_notice: z.string().optional(),
}) satisfies z.ZodType<PublicCase>;
