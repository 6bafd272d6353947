// Typed views of the generation parameters (a run's frozen sampling, a target's request
// parameters) and of per-model prices, as screens show them. The stored documents are read as
// they are: a value of the wrong type (an imported plan, say) reads as null, never as an error.
import { isJsonObject } from '../../domain/accounting/json-values.ts';
import { builder } from '../builder.ts';
import { bool, int, num } from '../json-fields.ts';
import { knownValue, REASONING_EFFORTS, ReasoningEffortEnum } from './enums.ts';

/** A generation-parameter object with snake_case keys, as frozen in a plan or registered on a target. */
export type GenerationDocument = Readonly<Record<string, unknown>>;

const INT32_MAX = 2 ** 31 - 1;
/** A GraphQL Int holds 32 bits: a larger stored integer reads as null, like any value of the wrong type. */
const int32 = (doc: GenerationDocument, key: string): number | null => {
  const value = int(doc, key);
  return value !== null && Math.abs(value) <= INT32_MAX ? value : null;
};

export const GenerationParametersRef = builder.objectRef<GenerationDocument>('GenerationParameters');
GenerationParametersRef.implement({
  description:
    'Generation parameters sent with model requests; a parameter that is not sent is null. `document` is the object as frozen (snake_case keys), for tools that need it whole.',
  fields: (t) => ({
    temperature: t.float({ nullable: true, description: 'Sampling temperature, 0..2.', resolve: (d) => num(d, 'temperature') }),
    topP: t.float({ nullable: true, description: 'Nucleus sampling mass, 0..1.', resolve: (d) => num(d, 'top_p') }),
    topK: t.int({ nullable: true, description: '-1 (off) or at least 1.', resolve: (d) => int32(d, 'top_k') }),
    minP: t.float({ nullable: true, description: '0..1.', resolve: (d) => num(d, 'min_p') }),
    presencePenalty: t.float({ nullable: true, description: '-2..2.', resolve: (d) => num(d, 'presence_penalty') }),
    frequencyPenalty: t.float({ nullable: true, description: '-2..2.', resolve: (d) => num(d, 'frequency_penalty') }),
    repetitionPenalty: t.float({ nullable: true, description: 'Greater than 0.', resolve: (d) => num(d, 'repetition_penalty') }),
    lengthPenalty: t.float({ nullable: true, description: 'Greater than 0.', resolve: (d) => num(d, 'length_penalty') }),
    stop: t.stringList({
      nullable: true,
      description: 'Strings that end generation (one stop string reads as a list of one).',
      resolve: (d) => {
        const stop = d['stop'];
        if (typeof stop === 'string') return [stop];
        return Array.isArray(stop) && stop.every((s) => typeof s === 'string') ? stop : null;
      },
    }),
    seed: t.field({
      type: 'SafeInt',
      nullable: true,
      description: 'The sampling seed sent to the model (not the plan’s case selection seed).',
      resolve: (d) => int(d, 'seed'),
    }),
    maxTokens: t.int({ nullable: true, description: 'Output tokens per request.', resolve: (d) => int32(d, 'max_tokens') }),
    minTokens: t.int({ nullable: true, description: 'Minimum output tokens.', resolve: (d) => int32(d, 'min_tokens') }),
    reasoningEffort: t.field({
      type: ReasoningEffortEnum,
      nullable: true,
      description: 'How much reasoning is asked for (`reasoning_effort`).',
      resolve: (d) => knownValue(REASONING_EFFORTS, d['reasoning_effort']),
    }),
    n: t.int({ nullable: true, description: 'Completions per request.', resolve: (d) => int32(d, 'n') }),
    chatTemplateKwargs: t.field({
      type: 'JSON',
      nullable: true,
      description: 'The free-form object passed to the model’s chat template.',
      resolve: (d) => (isJsonObject(d['chat_template_kwargs']) ? d['chat_template_kwargs'] : null),
    }),
    ignoreEos: t.boolean({ nullable: true, description: 'Generation continues past the end-of-sequence token.', resolve: (d) => bool(d, 'ignore_eos') }),
    skipSpecialTokens: t.boolean({
      nullable: true,
      description: 'Special tokens are left out of the output text.',
      resolve: (d) => bool(d, 'skip_special_tokens'),
    }),
    spacesBetweenSpecialTokens: t.boolean({
      nullable: true,
      description: 'Spaces are put between special tokens in the output text.',
      resolve: (d) => bool(d, 'spaces_between_special_tokens'),
    }),
    names: t.stringList({ description: 'The snake_case names of the parameters that are set, in frozen order.', resolve: (d) => Object.keys(d) }),
    document: t.field({ type: 'JSON', description: 'The parameters as frozen: an object with snake_case keys.', resolve: (d) => d }),
  }),
});

/** One model's prices, USD per million tokens, as a plan or the registry records them. */
export interface ModelPriceRow {
  readonly model: string;
  readonly prices: GenerationDocument;
}

export const ModelPriceRef = builder.objectRef<ModelPriceRow>('ModelPrice');
ModelPriceRef.implement({
  description: 'What one model costs, in USD per million tokens of each kind; a kind without a price is null.',
  fields: (t) => ({
    model: t.exposeString('model', { description: 'The model name the prices apply to (for a MoM, each model the router may select).' }),
    inputUsdPerMillion: t.float({ nullable: true, description: 'Uncached input tokens.', resolve: (p) => num(p.prices, 'input') }),
    cachedInputUsdPerMillion: t.float({
      nullable: true,
      description: 'Input tokens read from the provider’s cache.',
      resolve: (p) => num(p.prices, 'cached_input'),
    }),
    cacheWriteUsdPerMillion: t.float({
      nullable: true,
      description: 'Input tokens written to the provider’s cache.',
      resolve: (p) => num(p.prices, 'cache_write'),
    }),
    outputUsdPerMillion: t.float({ nullable: true, description: 'Output tokens (reasoning included).', resolve: (p) => num(p.prices, 'output') }),
  }),
});

/** A `{model: {input, cached_input, cache_write, output}}` object as rows, in stored order; null when it is not an object. */
export function modelPrices(prices: unknown): ModelPriceRow[] | null {
  if (!isJsonObject(prices)) return null;
  return Object.entries(prices).map(([model, row]) => ({ model, prices: isJsonObject(row) ? row : {} }));
}

/** A stored parameter object, or null when there is none. */
export const generationDocument = (value: unknown): GenerationDocument | null => (isJsonObject(value) ? value : null);
